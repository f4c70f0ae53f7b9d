import type { TemplateBaseProps } from '../../core/template';
import { PartnerListing } from '../../shared/PartnerListing';
import type { ListingDataProps } from '../../shared/ProductListingView';

export interface ExtranetProductListingTemplateProps extends TemplateBaseProps, ListingDataProps {}

/** Extranet products list: product_listing marked as the partner area. */
export function ExtranetProductListingTemplate(props: ExtranetProductListingTemplateProps) {
  return <PartnerListing template="extranet_product_listing" {...props} />;
}
