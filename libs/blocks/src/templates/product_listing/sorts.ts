/** Listing sort orders (docs/requirements/pages.md#listings). */
export const LISTING_SORTS = ['name_asc', 'newest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
