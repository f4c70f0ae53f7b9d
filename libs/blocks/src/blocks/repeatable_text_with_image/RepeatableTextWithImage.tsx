import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { TextWithImage } from '../rich_text_with_image/TextWithImage';
import layout from '../../shared/layout.module.css';
import type { RepeatableTextWithImageBlok } from './schema';
import styles from './RepeatableTextWithImage.module.css';

/** Text and image rows alternating sides unless an item chooses; a section title makes the rows <h3>s. */
export function RepeatableTextWithImage({ blok }: BlockProps<RepeatableTextWithImageBlok>) {
  if (blok.items.length === 0) return null;
  return (
    <section className={`${layout.container} ${layout.section}`} {...editableAttributes(blok)}>
      {blok.title ? <h2 className={layout.sectionTitle}>{blok.title}</h2> : null}
      <div className={styles.rows}>
        {blok.items.map((item, index) => (
          <TextWithImage
            key={item._uid}
            title={item.title}
            text={item.text}
            image={item.image}
            imagePosition={item.image_position ?? (index % 2 === 0 ? 'right' : 'left')}
            cta={{ label: item.cta_label, link: item.cta_link, type: item.cta_type }}
            headingLevel={blok.title ? 3 : 2}
            editable={editableAttributes(item)}
          />
        ))}
      </div>
    </section>
  );
}
