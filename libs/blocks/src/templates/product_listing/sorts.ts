/** Sort orders of listing pages (docs/requirements/pages.md#listings: "sorting (name A to Z)"; newest first where dated). */
export const LISTING_SORTS = ['name_asc', 'newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
