import type { TemplateBaseProps } from '../../core/template';
import { PartnerListing } from '../../shared/PartnerListing';
import type { ListingDataProps } from '../../shared/ProductListingView';

/** Props of the `extranet_general_product_listing` template: `{ story, rels?, products, total, page, perPage, sort? }` (product_listing/README.md). */
export interface ExtranetGeneralProductListingTemplateProps extends TemplateBaseProps, ListingDataProps {}

/** Extranet product families (/extranet/products/automotive, /residential): as general_product_listing, marked as the partner area. */
export function ExtranetGeneralProductListingTemplate(props: ExtranetGeneralProductListingTemplateProps) {
  return <PartnerListing template="extranet_general_product_listing" {...props} />;
}
