import type { TemplateBaseProps } from '../../core/template';
import { PartnerListing } from '../../shared/PartnerListing';
import type { ListingDataProps } from '../../shared/ProductListingView';
import { SubcategoryLinks } from '../../shared/SubcategoryLinks';
import type { SbStory } from '../../core/schema/common';

/** Props of the `extranet_category_listing` template: `{ story, rels?, products, total, page, perPage, sort? }` (product_listing/README.md). */
export interface ExtranetCategoryListingTemplateProps extends TemplateBaseProps, ListingDataProps {
  /** Child categories (category stories), shown as links above the grid. */
  subcategories?: readonly SbStory[];
}

/** Extranet category page (/extranet/products/{category}): as category_listing, marked as the partner area. Never cached publicly (site). */
export function ExtranetCategoryListingTemplate({ subcategories, ...props }: ExtranetCategoryListingTemplateProps) {
  return <PartnerListing template="extranet_category_listing" beforeGrid={<SubcategoryLinks categories={subcategories} />} {...props} />;
}
