import { defineBlock } from '../../core/define';
import { FullBanner } from './FullBanner';
import type { fullBannerSchema } from './schema';

/** The `full_banner` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof fullBannerSchema>('full_banner', FullBanner);
