import { defineBlock } from '../../core/define';
import { SmallBanner } from './SmallBanner';
import type { smallBannerSchema } from './schema';

/** The `small_banner` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof smallBannerSchema>('small_banner', SmallBanner);
