import { editableAttributes } from '../../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { InvalidContent } from '../../shared/InvalidContent';
import { ProductListingView, type ListingDataProps } from '../../shared/ProductListingView';
import type { productListingSchema } from './schema';

export interface ProductListingTemplateProps extends TemplateBaseProps, ListingDataProps {}

/** Product listing: title, intro, sort, grid, pagination, no-results message, body (shared/ProductListingView). */
export function ProductListingTemplate({ story, rels, ...data }: ProductListingTemplateProps) {
  const { content, invalid } = useTemplateContent<typeof productListingSchema>('product_listing', story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <ProductListingView title={content.title} intro={content.intro} body={content.body} editable={editableAttributes(content)} {...data} />
    </WithRels>
  );
}
