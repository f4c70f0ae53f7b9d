import { editableAttributes } from '../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../core/template';
import { useBlocksTranslation } from '../i18n/useBlocksTranslation';
import { InvalidContent } from '../shared/InvalidContent';
import { ProductListingView, type ListingDataProps } from '../shared/ProductListingView';
import { extranetProductListingSchema } from './schema';

/** Props of the `extranet_product_listing` template: `{ story, rels?, products, total, page, perPage, sort? }` (product_listing/README.md). */
export interface ExtranetProductListingTemplateProps extends TemplateBaseProps, ListingDataProps {}

/** Extranet products list (/extranet/products): as product_listing, marked as the partner area. */
export function ExtranetProductListingTemplate({ story, rels, ...data }: ExtranetProductListingTemplateProps) {
  const { t } = useBlocksTranslation();
  const { content, invalid } = useTemplateContent(extranetProductListingSchema, story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <ProductListingView
        eyebrow={t('partnerArea')}
        title={content.title}
        intro={content.intro}
        body={content.body}
        editable={editableAttributes(content)}
        {...data}
      />
    </WithRels>
  );
}
