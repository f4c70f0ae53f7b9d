import { defineBlock } from '../../core/define';
import { ArticleHero } from './ArticleHero';
import type { articleHeroSchema } from './schema';

/** The `article_hero` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof articleHeroSchema>('article_hero', ArticleHero);
