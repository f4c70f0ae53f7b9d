import { Image } from '@silca/ui';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { hasAsset } from '../../core/schema/assets';
import { BlokCta } from '../../shared/BlokCta';
import layout from '../../shared/layout.module.css';
import type { SmallBannerBlok } from './schema';
import styles from './SmallBanner.module.css';

/** A light band with an optional square image, heading, one line and a CTA; in a row from 768px. */
export function SmallBanner({ blok }: BlockProps<SmallBannerBlok>) {
  return (
    <section className={`${layout.container} ${layout.section}`} {...editableAttributes(blok)}>
      <div className={styles.banner}>
        {hasAsset(blok.image) ? (
          <Image
            src={blok.image}
            alt={blok.image.alt ?? ''}
            width={240}
            height={240}
            aspectRatio={1}
            fit="cover"
            sizes="240px"
            widths={[240, 480]}
            className={styles.image}
          />
        ) : null}
        <div className={styles.body}>
          <h2 className={styles.title}>{blok.title}</h2>
          {blok.text ? <p className={styles.text}>{blok.text}</p> : null}
        </div>
        <BlokCta label={blok.cta_label} link={blok.cta_link} type={blok.cta_type ?? 'secondary'} className={styles.cta} />
      </div>
    </section>
  );
}
