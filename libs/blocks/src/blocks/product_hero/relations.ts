import { blockRelations } from '../../core/relations';
import type { productHeroSchema } from './schema';

/** The relation path the site must request: `resolve_relations=product_hero.product` (decision 0530). */
export const PRODUCT_HERO_RELATIONS = blockRelations<typeof productHeroSchema>('product_hero', ['product']);
