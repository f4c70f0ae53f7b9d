import { defineBlock } from '../../core/define';
import { ProductHero } from './ProductHero';
import type { productHeroSchema } from './schema';

/** The `product_hero` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof productHeroSchema>('product_hero', ProductHero);
