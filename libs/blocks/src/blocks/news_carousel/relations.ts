import { blockRelations } from '../../core/relations';
import type { newsCarouselSchema } from './schema';

/** The relation path the site must request: `resolve_relations=news_carousel.news` (decision 0530). */
export const NEWS_CAROUSEL_RELATIONS = blockRelations<typeof newsCarouselSchema>('news_carousel', ['news']);
