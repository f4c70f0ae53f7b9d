import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import layout from '../../shared/layout.module.css';
import type { RichTextWithImageBlok } from './schema';
import { TextWithImage } from './TextWithImage';

/** `rich_text_with_image` block: one text/image row in the page container. */
export function RichTextWithImage({ blok }: BlockProps<RichTextWithImageBlok>) {
  return (
    <section className={`${layout.container} ${layout.section}`}>
      <TextWithImage
        title={blok.title}
        text={blok.text}
        image={blok.image}
        imagePosition={blok.image_position}
        cta={{ label: blok.cta_label, link: blok.cta_link, type: blok.cta_type }}
        editable={editableAttributes(blok)}
      />
    </section>
  );
}
