import { defineBlock } from '../../core/define';
import { SlimHero } from './SlimHero';
import type { slimHeroSchema } from './schema';

/** The `slim_hero` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof slimHeroSchema>('slim_hero', SlimHero);
