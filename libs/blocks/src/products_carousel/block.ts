import { defineBlock } from '../core/define';
import { ProductsCarousel } from './ProductsCarousel';
import { productsCarouselSchema } from './schema';

/** The `products_carousel` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('products_carousel', productsCarouselSchema, ProductsCarousel);
