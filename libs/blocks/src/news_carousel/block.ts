import { defineBlock } from '../core/define';
import { NewsCarousel } from './NewsCarousel';
import { newsCarouselSchema } from './schema';

/** The `news_carousel` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('news_carousel', newsCarouselSchema, NewsCarousel);
