import { defineBlock } from '../../core/define';
import { EditorialHeroFixedRatio } from './EditorialHeroFixedRatio';
import type { editorialHeroFixedRatioSchema } from './schema';

/** The `editorial_hero_fixed_ratio` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof editorialHeroFixedRatioSchema>('editorial_hero_fixed_ratio', EditorialHeroFixedRatio);
