import { defineBlock } from '../core/define';
import { MediaCarousel } from './MediaCarousel';
import { mediaCarouselSchema } from './schema';

/** The `media_carousel` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('media_carousel', mediaCarouselSchema, MediaCarousel);
