import { defineBlock } from '../../core/define';
import { EditorialHero } from './EditorialHero';
import type { editorialHeroSchema } from './schema';

/** The `editorial_hero` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof editorialHeroSchema>('editorial_hero', EditorialHero);
