import type { BlockProps } from '../core/define';
import { editableAttributes } from '../core/editable';
import { BlokCta } from '../shared/BlokCta';
import layout from '../shared/layout.module.css';
import type { PreFooterBlok } from './schema';
import styles from './PreFooter.module.css';

/**
 * Pre-footer block (SPEC.md 2.4 "layout with pre-footer"): a full-width brand band that closes
 * a page with a heading, a sentence and one CTA, centred.
 */
export function PreFooter({ blok }: BlockProps<PreFooterBlok>) {
  return (
    <section className={styles.preFooter} data-silca-surface="dark" {...editableAttributes(blok)}>
      <div className={`${layout.container} ${styles.inner}`}>
        <h2 className={styles.title}>{blok.title}</h2>
        {blok.text ? <p className={styles.text}>{blok.text}</p> : null}
        <BlokCta label={blok.cta_label} link={blok.cta_link} type={blok.cta_type ?? 'ghostlight'} size="large" />
      </div>
    </section>
  );
}
