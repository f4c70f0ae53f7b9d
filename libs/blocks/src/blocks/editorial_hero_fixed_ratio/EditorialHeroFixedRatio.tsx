import type { BlockProps } from '../../core/define';
import { EditorialHero } from '../editorial_hero/EditorialHero';
import type { EditorialHeroFixedRatioBlok } from './schema';

/** Editorial hero with the image cropped to 16:9 around the asset's focus point. */
export function EditorialHeroFixedRatio({ blok }: BlockProps<EditorialHeroFixedRatioBlok>) {
  return <EditorialHero blok={blok} ratio="fixed" />;
}
