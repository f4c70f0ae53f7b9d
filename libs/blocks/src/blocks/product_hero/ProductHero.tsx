import { CtaButton, Image, useLinkContext } from '@silca/ui';
import { resolveRelations, useBlocksContext } from '../../core/context';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { productHeroImage } from '../../core/lead-image';
import { useIsFirstBlok } from '../../core/position';
import { useCtaHref } from '../../shared/useCtaHref';
import { TextOrRichText } from '../../shared/TextOrRichText';
import type { ProductHeroBlok } from './schema';
import styles from './ProductHero.module.css';

/**
 * Product hero: text beside the whole product shot on white; the CTA goes to `cta_link`, else the related product. <h1> and eager image
 * when it opens the page.
 */
export function ProductHero({ blok }: BlockProps<ProductHeroBlok>) {
  const first = useIsFirstBlok();
  const { rels } = useBlocksContext();
  const { hrefForStory } = useLinkContext();
  const [product] = resolveRelations(blok.product ? [blok.product] : [], rels);
  const ctaHref = useCtaHref(blok.cta_label, blok.cta_link) ?? (blok.cta_label && product ? hrefForStory(product) : undefined);
  const Title = first ? 'h1' : 'h2';
  const image = productHeroImage(blok.image);
  return (
    <section className={styles.hero} {...editableAttributes(blok)}>
      <div className={`silca-container ${styles.grid}`}>
        <div className={styles.text}>
          {blok.eyebrow ? <p className={styles.eyebrow}>{blok.eyebrow}</p> : null}
          <Title className={styles.title}>{blok.title}</Title>
          <TextOrRichText value={blok.text} className={styles.body} />
          {ctaHref ? <CtaButton href={ctaHref} label={blok.cta_label} type={blok.cta_type ?? 'primary'} size="large" /> : null}
        </div>
        {image ? (
          <div className={styles.media}>
            <Image {...image} alt={image.src.alt ?? ''} priority={first} fit="contain" className={styles.image} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
