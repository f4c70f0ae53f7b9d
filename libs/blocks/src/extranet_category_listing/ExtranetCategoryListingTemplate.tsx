import { editableAttributes } from '../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../core/template';
import { useBlocksTranslation } from '../i18n/useBlocksTranslation';
import { InvalidContent } from '../shared/InvalidContent';
import { ProductListingView, type ListingDataProps } from '../shared/ProductListingView';
import { SubcategoryLinks } from '../shared/SubcategoryLinks';
import type { SbStory } from '../schema/common';
import { extranetCategoryListingSchema } from './schema';

/** Props of the `extranet_category_listing` template: `{ story, rels?, products, total, page, perPage, sort? }` (product_listing/README.md). */
export interface ExtranetCategoryListingTemplateProps extends TemplateBaseProps, ListingDataProps {
  /** Child categories (category stories), shown as links above the grid. */
  subcategories?: readonly SbStory[];
}

/** Extranet category page (/extranet/products/{category}): as category_listing, marked as the partner area. Never cached publicly (site). */
export function ExtranetCategoryListingTemplate({ story, rels, subcategories, ...data }: ExtranetCategoryListingTemplateProps) {
  const { t } = useBlocksTranslation();
  const { content, invalid } = useTemplateContent(extranetCategoryListingSchema, story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <ProductListingView
        eyebrow={t('partnerArea')}
        title={content.title}
        intro={content.intro}
        body={content.body}
        editable={editableAttributes(content)}
        beforeGrid={<SubcategoryLinks categories={subcategories} />}
        {...data}
      />
    </WithRels>
  );
}
