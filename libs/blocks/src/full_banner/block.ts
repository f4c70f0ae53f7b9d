import { defineBlock } from '../core/define';
import { FullBanner } from './FullBanner';
import { fullBannerSchema } from './schema';

/** The `full_banner` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('full_banner', fullBannerSchema, FullBanner);
