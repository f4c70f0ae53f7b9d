import type { TemplateBaseProps } from '../../core/template';
import { PartnerListing } from '../../shared/PartnerListing';
import type { ListingDataProps } from '../../shared/ProductListingView';

/** Props of the `extranet_product_listing` template: `{ story, rels?, products, total, page, perPage, sort? }` (product_listing/README.md). */
export interface ExtranetProductListingTemplateProps extends TemplateBaseProps, ListingDataProps {}

/** Extranet products list (/extranet/products): as product_listing, marked as the partner area. */
export function ExtranetProductListingTemplate(props: ExtranetProductListingTemplateProps) {
  return <PartnerListing template="extranet_product_listing" {...props} />;
}
