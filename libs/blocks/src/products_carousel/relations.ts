/** The relation path the site must request: `resolve_relations=products_carousel.products`. */
export const PRODUCTS_CAROUSEL_RELATIONS = ['products_carousel.products'] as const;
