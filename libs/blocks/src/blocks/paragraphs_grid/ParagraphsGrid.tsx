import { Image } from '@silca/ui';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { hasAsset } from '../../core/schema/assets';
import layout from '../../shared/layout.module.css';
import { TextOrRichText } from '../../shared/TextOrRichText';
import type { ParagraphsGridBlok } from './schema';
import styles from './ParagraphsGrid.module.css';

/** Short paragraphs with an optional decorative icon: one column on phones, two from 640px, the chosen 2-4 from 1024px. */
export function ParagraphsGrid({ blok }: BlockProps<ParagraphsGridBlok>) {
  if (blok.items.length === 0) return null;
  const Heading = blok.title ? 'h3' : 'h2';
  return (
    <section className={`${layout.container} ${layout.section}`} {...editableAttributes(blok)}>
      {blok.title ? <h2 className={layout.sectionTitle}>{blok.title}</h2> : null}
      <ul className={styles.grid} data-columns={blok.columns ?? '3'}>
        {blok.items.map((item) => (
          <li key={item._uid} className={styles.item} {...editableAttributes(item)}>
            {hasAsset(item.icon) ? <Image src={item.icon} alt="" width={48} height={48} widths={[48, 96]} sizes="48px" className={styles.icon} /> : null}
            <Heading className={styles.title}>{item.title}</Heading>
            <TextOrRichText value={item.text} className={styles.text} />
          </li>
        ))}
      </ul>
    </section>
  );
}
