import { editableAttributes } from '../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../core/template';
import { useBlocksTranslation } from '../i18n/useBlocksTranslation';
import { InvalidContent } from '../shared/InvalidContent';
import { ProductListingView, type ListingDataProps } from '../shared/ProductListingView';
import { extranetGeneralProductListingSchema } from './schema';

/** Props of the `extranet_general_product_listing` template: `{ story, rels?, products, total, page, perPage, sort? }` (product_listing/README.md). */
export interface ExtranetGeneralProductListingTemplateProps extends TemplateBaseProps, ListingDataProps {}

/** Extranet product families (/extranet/products/automotive, /residential): as general_product_listing, marked as the partner area. */
export function ExtranetGeneralProductListingTemplate({ story, rels, ...data }: ExtranetGeneralProductListingTemplateProps) {
  const { t } = useBlocksTranslation();
  const { content, invalid } = useTemplateContent(extranetGeneralProductListingSchema, story);
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
