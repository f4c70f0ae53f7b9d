import { defineBlock } from '../core/define';
import { ArticleHero } from './ArticleHero';
import { articleHeroSchema } from './schema';

/** The `article_hero` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('article_hero', articleHeroSchema, ArticleHero);
