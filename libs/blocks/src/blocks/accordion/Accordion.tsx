import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import layout from '../../shared/layout.module.css';
import { TextOrRichText } from '../../shared/TextOrRichText';
import type { AccordionBlok } from './schema';
import styles from './Accordion.module.css';

/**
 * Accordion of native `<details>` panels: works without JavaScript, by keyboard and with find-in-page; titles are headings (h3 under a
 * section title, else h2).
 */
export function Accordion({ blok }: BlockProps<AccordionBlok>) {
  if (blok.items.length === 0) return null;
  const Heading = blok.title ? 'h3' : 'h2';
  return (
    <section className={`${layout.container} ${layout.section}`} {...editableAttributes(blok)}>
      {blok.title ? <h2 className={layout.sectionTitle}>{blok.title}</h2> : null}
      <div className={styles.accordion}>
        {blok.items.map((item) => (
          <details key={item._uid} className={styles.item} open={item.open || undefined} {...editableAttributes(item)}>
            <summary className={styles.summary}>
              <Heading className={styles.title}>{item.title}</Heading>
              <span className={styles.icon} aria-hidden="true" />
            </summary>
            <div className={styles.panel}>
              <TextOrRichText value={item.text} />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
