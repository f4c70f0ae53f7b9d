import { Image } from '@silca/ui';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { slimHeroImage } from '../../core/lead-image';
import { useIsFirstBlok } from '../../core/position';
import type { SlimHeroBlok } from './schema';
import styles from './SlimHero.module.css';

/** A low brand band with the title (<h1> when first) and subtitle over an optional decorative image. */
export function SlimHero({ blok }: BlockProps<SlimHeroBlok>) {
  const first = useIsFirstBlok();
  const Title = first ? 'h1' : 'h2';
  const image = slimHeroImage(blok.image);
  return (
    <section className={styles.slim} data-silca-surface="dark" {...editableAttributes(blok)}>
      {image ? <Image {...image} alt="" priority={first} fit="cover" className={styles.image} /> : null}
      <div className={`silca-container ${styles.content}`}>
        <Title className={styles.title}>{blok.title}</Title>
        {blok.subtitle ? <p className={styles.subtitle}>{blok.subtitle}</p> : null}
      </div>
    </section>
  );
}
