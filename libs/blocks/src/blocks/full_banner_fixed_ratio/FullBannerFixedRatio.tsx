import type { BlockProps } from '../../core/define';
import { FullBanner } from '../full_banner/FullBanner';
import type { FullBannerFixedRatioBlok } from './schema';

/** Full banner at a fixed 21:9 ratio (stacks to a taller band under 768px). */
export function FullBannerFixedRatio({ blok }: BlockProps<FullBannerFixedRatioBlok>) {
  return <FullBanner blok={blok} ratio="fixed" />;
}
