import { blockRelations } from '../../core/relations';
import type { productsCarouselSchema } from './schema';

/** The relation path the site must request: `resolve_relations=products_carousel.products` (decision 0530). */
export const PRODUCTS_CAROUSEL_RELATIONS = blockRelations<typeof productsCarouselSchema>('products_carousel', ['products']);
