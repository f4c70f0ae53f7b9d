import { defineBlock } from '../core/define';
import { EditorialHero } from './EditorialHero';
import { editorialHeroSchema } from './schema';

/** The `editorial_hero` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('editorial_hero', editorialHeroSchema, EditorialHero);
