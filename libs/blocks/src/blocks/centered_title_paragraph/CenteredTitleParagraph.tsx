import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { BlokCta } from '../../shared/BlokCta';
import layout from '../../shared/layout.module.css';
import { TextOrRichText } from '../../shared/TextOrRichText';
import type { CenteredTitleParagraphBlok } from './schema';
import styles from './CenteredTitleParagraph.module.css';

/** Centred section intro: eyebrow, <h2> title, a paragraph at reading width and an optional CTA. */
export function CenteredTitleParagraph({ blok }: BlockProps<CenteredTitleParagraphBlok>) {
  return (
    <section className={`${layout.container} ${layout.section} ${styles.centered}`} {...editableAttributes(blok)}>
      {blok.eyebrow ? <p className={layout.eyebrow}>{blok.eyebrow}</p> : null}
      <h2 className={styles.title}>{blok.title}</h2>
      <TextOrRichText value={blok.text} className={styles.text} />
      <BlokCta label={blok.cta_label} link={blok.cta_link} type={blok.cta_type ?? 'secondary'} />
    </section>
  );
}
