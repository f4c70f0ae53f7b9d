/**
 * Folder slugs of the embedded space come from the route table's translated segments
 * (@silca/i18n SEGMENTS), so that a story's translated path is the page's URL (docs/requirements/urls.md#translated-segments).
 */
import { SEGMENTS, type SegmentKey } from '@silca/i18n';
import type { AnyLang } from './lib';

/** Per-language slugs of a route segment, e.g. `products` -> {en: 'products', it: 'prodotti', ...}. */
export function segmentSlugs(key: SegmentKey | string): Partial<Record<AnyLang, string>> {
  const table = (SEGMENTS as Record<string, Record<string, string>>)[key];
  if (!table) throw new Error(`No translated segment "${key}" in @silca/i18n SEGMENTS`);
  return { ...table } as Partial<Record<AnyLang, string>>;
}
