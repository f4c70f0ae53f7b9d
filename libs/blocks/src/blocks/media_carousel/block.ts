import { defineBlock } from '../../core/define';
import { MediaCarousel } from './MediaCarousel';
import type { mediaCarouselSchema } from './schema';

/** The `media_carousel` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof mediaCarouselSchema>('media_carousel', MediaCarousel);
