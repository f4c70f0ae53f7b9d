import { defineBlock } from '../core/define';
import { SlimHero } from './SlimHero';
import { slimHeroSchema } from './schema';

/** The `slim_hero` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('slim_hero', slimHeroSchema, SlimHero);
