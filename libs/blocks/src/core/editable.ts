/**
 * Storyblok visual-editor attributes. Storyblok puts an HTML comment
 * `<!--#storyblok#{"name":"hero","space":"1","uid":"abc","id":"42"}-->` in `_editable` when a
 * draft is requested; the editor bridge finds bloks by `data-blok-c` / `data-blok-uid`.
 * Same output as `storyblokEditable` of @storyblok/js, without pulling its bridge into every
 * page's bundle.
 */
import type { SbBlok } from './schema/common';

/** The two data attributes (or none when the blok has no valid `_editable`). */
export type EditableAttributes = { 'data-blok-c'?: string; 'data-blok-uid'?: string };

const PREFIX = '<!--#storyblok#';

/**
 * Attributes to spread on a block's root element. Empty object for published content or a
 * malformed `_editable` (never throws).
 */
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
