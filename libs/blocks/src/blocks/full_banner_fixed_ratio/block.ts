import { defineBlock } from '../../core/define';
import { FullBannerFixedRatio } from './FullBannerFixedRatio';
import type { fullBannerFixedRatioSchema } from './schema';

/** The `full_banner_fixed_ratio` block: its component, typed by its schema, defined once (decisions 0953, 0964). */
export const block = defineBlock<typeof fullBannerFixedRatioSchema>('full_banner_fixed_ratio', FullBannerFixedRatio);
