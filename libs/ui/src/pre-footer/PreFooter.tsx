import { CtaButton, type CtaButtonProps } from '../cta/CtaButton';
import styles from './PreFooter.module.css';

/** Props of `PreFooter` (the `pre_footer` block's data, docs/content-model.md). */
export interface PreFooterProps {
  title: string;
  text?: string;
  /** The call to action; rendered with `CtaButton` (docs/requirements/pages.md#call-to-action rules). */
  cta?: Pick<CtaButtonProps, 'label' | 'href' | 'link' | 'type' | 'size'>;
  /** Heading level of the title, default 2. */
  headingLevel?: 2 | 3;
}

/**
 * Pre-footer band above the footer (layouts "with pre-footer", docs/requirements/pages.md#layouts): a title, a short
 * text and one call to action, on a light grey surface with the red accent rule.
 */
export function PreFooter({ title, text, cta, headingLevel = 2 }: PreFooterProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className={styles.preFooter} aria-label={title}>
      <div className={`silca-container ${styles.inner}`}>
        <div className={styles.text}>
          <Heading className={styles.title}>{title}</Heading>
          {text ? <p className={styles.body}>{text}</p> : null}
        </div>
        {cta && cta.label ? <CtaButton type="primary" size="large" {...cta} /> : null}
      </div>
    </section>
  );
}
