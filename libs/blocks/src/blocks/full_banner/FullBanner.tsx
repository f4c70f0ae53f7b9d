import { Image } from '@silca/ui';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { useIsFirstBlok } from '../../core/position';
import { hasAsset } from '../../core/schema/assets';
import { BlokCta } from '../../shared/BlokCta';
import type { FullBannerFixedRatioBlok } from '../full_banner_fixed_ratio/schema';
import type { FullBannerBlok } from './schema';
import styles from './FullBanner.module.css';

/**
 * Full-width banner with text over a dark gradient (contrast >= 4.5:1); `ratio="fixed"` crops to 21:9, else at least 24rem high. Eager when
 * it opens the page.
 */
export function FullBanner({ blok, ratio = 'free' }: BlockProps<FullBannerBlok | FullBannerFixedRatioBlok> & { ratio?: 'free' | 'fixed' }) {
  const first = useIsFirstBlok();
  return (
    <section className={styles.banner} data-ratio={ratio} data-align={blok.align ?? 'left'} data-silca-surface="dark" {...editableAttributes(blok)}>
      {hasAsset(blok.image) ? (
        <Image
          src={blok.image}
          alt={blok.image.alt ?? ''}
          priority={first}
          aspectRatio={ratio === 'fixed' ? 21 / 9 : undefined}
          fit="cover"
          sizes="100vw"
          className={styles.image}
        />
      ) : null}
      <div className={`silca-container ${styles.content}`}>
        <h2 className={styles.title}>{blok.title}</h2>
        {blok.text ? <p className={styles.text}>{blok.text}</p> : null}
        <BlokCta label={blok.cta_label} link={blok.cta_link} type={blok.cta_type ?? 'ghostlight'} size="large" />
      </div>
    </section>
  );
}
