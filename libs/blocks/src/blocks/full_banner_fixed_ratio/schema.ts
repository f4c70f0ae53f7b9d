import { z } from 'zod';
import { fullBannerSchema } from '../full_banner/schema';

/** `full_banner_fixed_ratio`: the full_banner fields; the band keeps a 21:9 ratio from 768px. */
export const fullBannerFixedRatioSchema = fullBannerSchema.extend({
  component: z.literal('full_banner_fixed_ratio'),
});

export type FullBannerFixedRatioBlok = z.output<typeof fullBannerFixedRatioSchema>;
