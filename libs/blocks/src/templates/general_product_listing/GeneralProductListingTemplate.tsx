import { editableAttributes } from '../../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { InvalidContent } from '../../shared/InvalidContent';
import { ProductListingView, type ListingDataProps } from '../../shared/ProductListingView';
import type { generalProductListingSchema } from './schema';

export interface GeneralProductListingTemplateProps extends TemplateBaseProps, ListingDataProps {}

/** All products of a family: title, intro, grid with sort and pagination. */
export function GeneralProductListingTemplate({ story, rels, ...data }: GeneralProductListingTemplateProps) {
  const { content, invalid } = useTemplateContent<typeof generalProductListingSchema>('general_product_listing', story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <ProductListingView title={content.title} intro={content.intro} body={content.body} editable={editableAttributes(content)} {...data} />
    </WithRels>
  );
}
