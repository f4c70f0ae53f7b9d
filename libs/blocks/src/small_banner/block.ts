import { defineBlock } from '../core/define';
import { SmallBanner } from './SmallBanner';
import { smallBannerSchema } from './schema';

/** The `small_banner` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('small_banner', smallBannerSchema, SmallBanner);
