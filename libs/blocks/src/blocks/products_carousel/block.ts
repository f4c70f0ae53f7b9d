import { defineBlock } from '../../core/define';
import { ProductsCarousel } from './ProductsCarousel';
import type { productsCarouselSchema } from './schema';

/** The `products_carousel` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof productsCarouselSchema>('products_carousel', ProductsCarousel);
