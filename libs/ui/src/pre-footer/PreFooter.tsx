import { CtaButton, type CtaButtonProps } from '../cta/CtaButton';
import styles from './PreFooter.module.css';

export interface PreFooterProps {
  title: string;
  text?: string;
  /** Rendered with `CtaButton` (docs/requirements/pages.md#call-to-action). */
  cta?: Pick<CtaButtonProps, 'label' | 'href' | 'link' | 'type' | 'size'>;
  /** Default 2. */
  headingLevel?: 2 | 3;
}

/** Pre-footer band (docs/requirements/pages.md#layouts): title, short text, one call to action. */
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
