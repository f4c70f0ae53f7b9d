import { defineBlock } from '../core/define';
import { EditorialHeroFixedRatio } from './EditorialHeroFixedRatio';
import { editorialHeroFixedRatioSchema } from './schema';

/** The `editorial_hero_fixed_ratio` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('editorial_hero_fixed_ratio', editorialHeroFixedRatioSchema, EditorialHeroFixedRatio);
