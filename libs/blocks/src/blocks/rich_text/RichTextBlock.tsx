import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { isEmptyDocument } from '../../core/rich-text-renderer/nodes';
import { RichText } from '../../core/rich-text-renderer/RichText';
import layout from '../../shared/layout.module.css';
import type { RichTextBlok } from './schema';

/** `rich_text` block: the document in the page container, at reading width. Empty: nothing. */
export function RichTextBlock({ blok }: BlockProps<RichTextBlok>) {
  if (isEmptyDocument(blok.text)) return null;
  return (
    <section className={`${layout.container} ${layout.section}`} {...editableAttributes(blok)}>
      <RichText doc={blok.text} />
    </section>
  );
}
