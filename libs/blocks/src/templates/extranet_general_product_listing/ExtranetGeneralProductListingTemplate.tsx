import type { TemplateBaseProps } from '../../core/template';
import { PartnerListing } from '../../shared/PartnerListing';
import type { ListingDataProps } from '../../shared/ProductListingView';

export interface ExtranetGeneralProductListingTemplateProps extends TemplateBaseProps, ListingDataProps {}

/** Extranet product families: general_product_listing marked as the partner area. */
export function ExtranetGeneralProductListingTemplate(props: ExtranetGeneralProductListingTemplateProps) {
  return <PartnerListing template="extranet_general_product_listing" {...props} />;
}
