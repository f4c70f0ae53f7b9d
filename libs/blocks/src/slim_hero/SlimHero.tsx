import { Image } from '@silca/ui';
import type { BlockProps } from '../core/define';
import { editableAttributes } from '../core/editable';
import { useIsFirstBlok } from '../core/position';
import { hasAsset } from '../schema/common';
import type { SlimHeroBlok } from './schema';
import styles from './SlimHero.module.css';

/**
 * Slim hero: a low brand band for inner pages with the title (the page's <h1> when first) and a
 * subtitle; an optional image sits behind a solid brand overlay (decorative, so alt="").
 */
export function SlimHero({ blok }: BlockProps<SlimHeroBlok>) {
  const first = useIsFirstBlok();
  const Title = first ? 'h1' : 'h2';
  return (
    <section className={styles.slim} data-silca-surface="dark" {...editableAttributes(blok)}>
      {hasAsset(blok.image) ? <Image src={blok.image} alt="" priority={first} fit="cover" sizes="100vw" className={styles.image} /> : null}
      <div className={`silca-container ${styles.content}`}>
        <Title className={styles.title}>{blok.title}</Title>
        {blok.subtitle ? <p className={styles.subtitle}>{blok.subtitle}</p> : null}
      </div>
    </section>
  );
}
