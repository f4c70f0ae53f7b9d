import { defineBlock } from '../../core/define';
import { NewsCarousel } from './NewsCarousel';
import type { newsCarouselSchema } from './schema';

/** The `news_carousel` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof newsCarouselSchema>('news_carousel', NewsCarousel);
