import type { TemplateBaseProps } from '../../core/template';
import { PartnerListing } from '../../shared/PartnerListing';
import type { ListingDataProps } from '../../shared/ProductListingView';
import { SubcategoryLinks } from '../../shared/SubcategoryLinks';
import type { SbStory } from '../../core/schema/common';

export interface ExtranetCategoryListingTemplateProps extends TemplateBaseProps, ListingDataProps {
  /** Shown as links above the grid. */
  subcategories?: readonly SbStory[];
}

/** Extranet category page: category_listing marked as the partner area. */
export function ExtranetCategoryListingTemplate({ subcategories, ...props }: ExtranetCategoryListingTemplateProps) {
  return <PartnerListing template="extranet_category_listing" beforeGrid={<SubcategoryLinks categories={subcategories} />} {...props} />;
}
