import { defineBlock } from '../core/define';
import { FullBannerFixedRatio } from './FullBannerFixedRatio';
import { fullBannerFixedRatioSchema } from './schema';

/** The `full_banner_fixed_ratio` block: its schema and component, defined once (decision 0953). */
export const block = defineBlock('full_banner_fixed_ratio', fullBannerFixedRatioSchema, FullBannerFixedRatio);
