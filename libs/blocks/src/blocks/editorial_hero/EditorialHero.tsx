import { Image } from '@silca/ui';
import { editableAttributes } from '../../core/editable';
import type { BlockProps } from '../../core/define';
import { editorialHeroImage } from '../../core/lead-image';
import { useIsFirstBlok } from '../../core/position';
import { BlokCta } from '../../shared/BlokCta';
import { TextOrRichText } from '../../shared/TextOrRichText';
import type { EditorialHeroFixedRatioBlok } from '../editorial_hero_fixed_ratio/schema';
import type { EditorialHeroBlok } from './schema';
import styles from './EditorialHero.module.css';

/** Layout variants: `free` follows the image, `fixed` crops it to 16:9 (editorial_hero_fixed_ratio). */
export type HeroRatio = 'free' | 'fixed';

/**
 * Editorial hero: a dark panel beside a large image (stacked on small screens); the page's <h1> with an eager image when it opens the page.
 */
export function EditorialHero({ blok, ratio = 'free' }: BlockProps<EditorialHeroBlok | EditorialHeroFixedRatioBlok> & { ratio?: HeroRatio }) {
  const first = useIsFirstBlok();
  const Title = first ? 'h1' : 'h2';
  const image = editorialHeroImage(blok.image, ratio);
  return (
    <section className={styles.hero} data-ratio={ratio} {...editableAttributes(blok)}>
      {image ? (
        <div className={styles.media}>
          <Image {...image} alt={image.src.alt ?? ''} priority={first} fit="cover" className={styles.image} />
        </div>
      ) : null}
      <div className={styles.panel} data-silca-surface="dark">
        {blok.subtitle ? <p className={styles.subtitle}>{blok.subtitle}</p> : null}
        <Title className={styles.title}>{blok.title}</Title>
        <TextOrRichText value={blok.text} className={styles.text} />
        <BlokCta label={blok.cta_label} link={blok.cta_link} type={blok.cta_type ?? 'ghostlight'} size="large" />
      </div>
    </section>
  );
}
