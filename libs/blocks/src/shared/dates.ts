/** Storyblok datetimes are `"YYYY-MM-DD HH:mm"` UTC; formatting in UTC too keeps server and browser text equal. */

/** ISO 8601 (`2024-05-01T10:30:00Z`) for a `<time dateTime>`, or undefined when unparsable. */
export function storyblokDateToIso(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().replace('.000Z', 'Z');
}

/** `useBlocksTranslation().t` or i18next's `t`; dates take their words from it (decision 0987). */
export type DateWords = (key: string, options?: Record<string, string | number>) => string;

/** Months as a date writes them (Russian genitive, `мая`). */
const MONTH_KEYS = [
  'dateMonth1',
  'dateMonth2',
  'dateMonth3',
  'dateMonth4',
  'dateMonth5',
  'dateMonth6',
  'dateMonth7',
  'dateMonth8',
  'dateMonth9',
  'dateMonth10',
  'dateMonth11',
  'dateMonth12',
] as const;

/**
 * Long localized date (`1 May 2024`, `1. Mai 2024`), UTC; '' when unparsable. Words from the page's strings (`dateLong`,
 * `dateMonth1`-`12`), held to `Intl.DateTimeFormat` by dates.test.ts: Intl's first use loads ICU data during hydration (decisions 0843,
 * 0987).
 */
export function formatStoryblokDate(value: string | undefined | null, t: DateWords): string {
  const iso = storyblokDateToIso(value);
  if (!iso) return '';
  const month = Number(iso.slice(5, 7));
  return t('dateLong', { day: Number(iso.slice(8, 10)), month: t(MONTH_KEYS[month - 1]!), year: Number(iso.slice(0, 4)) });
}

/**
 * A date range in the locale's words, UTC, joined by an en dash; one date when `to` is missing or the same day; '' when `from` is
 * unparsable. Never ISO text (docs/requirements/pages.md#listings).
 */
export function formatStoryblokDateRange(from: string | undefined | null, to: string | undefined | null, t: DateWords): string {
  const a = storyblokDateToIso(from);
  if (!a) return '';
  const b = storyblokDateToIso(to);
  const first = formatStoryblokDate(from, t);
  if (!b || a.slice(0, 10) === b.slice(0, 10)) return first;
  return `${first} – ${formatStoryblokDate(to, t)}`;
}

/** Daily hours (`09:00–17:00`), UTC; '' if unknown or both midnight. All nine locales write `HH:mm`. */
export function formatStoryblokTimeRange(from: string | undefined | null, to: string | undefined | null): string {
  const a = storyblokDateToIso(from);
  const b = storyblokDateToIso(to);
  if (!a || !b || (a.slice(11, 16) === '00:00' && b.slice(11, 16) === '00:00')) return '';
  return `${a.slice(11, 16)}–${b.slice(11, 16)}`;
}

/** True when a text contains an ISO-like date (`2025-02-11`), which visitors must never read. */
export function hasIsoDate(text: string): boolean {
  return /\b\d{4}-\d{2}-\d{2}\b/.test(text);
}
