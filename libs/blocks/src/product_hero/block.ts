import { defineBlock } from '../core/define';
import { ProductHero } from './ProductHero';
import { productHeroSchema } from './schema';

/** The `product_hero` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('product_hero', productHeroSchema, ProductHero);
