import { editableAttributes } from '../../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { InvalidContent } from '../../shared/InvalidContent';
import { ProductListingView, type ListingDataProps } from '../../shared/ProductListingView';
import type { generalProductListingSchema } from './schema';

/** Props of the `general_product_listing` template: `{ story, rels?, products, total, page, perPage, sort? }` (product_listing/README.md). */
export interface GeneralProductListingTemplateProps extends TemplateBaseProps, ListingDataProps {}

/** All products (families such as /products/automotive and /products/residential): title, intro, product grid with sort and pagination. */
export function GeneralProductListingTemplate({ story, rels, ...data }: GeneralProductListingTemplateProps) {
  const { content, invalid } = useTemplateContent<typeof generalProductListingSchema>('general_product_listing', story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <ProductListingView title={content.title} intro={content.intro} body={content.body} editable={editableAttributes(content)} {...data} />
    </WithRels>
  );
}
