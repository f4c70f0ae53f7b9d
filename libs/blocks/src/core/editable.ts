/**
 * Storyblok visual-editor attributes from the draft's `_editable` comment, as `storyblokEditable` gives them, without its bridge in every
 * bundle.
 */
import type { SbBlok } from './schema/common';

export type EditableAttributes = { 'data-blok-c'?: string; 'data-blok-uid'?: string };

const PREFIX = '<!--#storyblok#';

/** Attributes for a block's root element; `{}` for published content or a malformed `_editable`. Never throws. */
export function editableAttributes(blok: Pick<SbBlok, '_editable'> | null | undefined): EditableAttributes {
  const raw = blok?._editable;
  if (typeof raw !== 'string' || !raw.startsWith(PREFIX)) return {};
  const json = raw.slice(PREFIX.length, raw.lastIndexOf('-->'));
  try {
    const options = JSON.parse(json) as { id?: unknown; uid?: unknown };
    if (options.id == null || options.uid == null) return {};
    return { 'data-blok-c': json, 'data-blok-uid': `${String(options.id)}-${String(options.uid)}` };
  } catch {
    return {};
  }
}
