/**
 * Storyblok datetime fields are `"YYYY-MM-DD HH:mm"` in UTC. Formatting uses UTC too, so the
 * server and the browser print the same text (no hydration mismatch across time zones).
 */

/** ISO 8601 (`2024-05-01T10:30:00Z`) for a `<time dateTime>`, or undefined when unparsable. */
export function storyblokDateToIso(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().replace('.000Z', 'Z');
}

/**
 * A translator of the blocks' strings: `useBlocksTranslation().t` in a component, i18next's `t`
 * on the server. Dates take their words from it (decision 0987).
 */
export type DateWords = (key: string, options?: Record<string, string | number>) => string;

/** The strings of the twelve months, as a date writes them (Russian: genitive, `мая`). */
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
 * Long localized date (`1 May 2024`, `1. Mai 2024`...), UTC; '' when unparsable.
 * The words come from the page's strings file: `dateLong` (`{{day}}. {{month}} {{year}}`) and
 * `dateMonth1`-`dateMonth12`. These are CLDR's `dateStyle: 'long'` words, and dates.test.ts
 * holds every month of every locale to `Intl.DateTimeFormat`.
 * Why not Intl: a browser's first `Intl.DateTimeFormat` loads ICU data, 15-58 ms on the 2-core
 * machine, in the middle of hydration. The strings file is already there, and it holds only the
 * page's language (decisions 0843, 0987).
 */
export function formatStoryblokDate(value: string | undefined | null, t: DateWords): string {
  const iso = storyblokDateToIso(value);
  if (!iso) return '';
  const month = Number(iso.slice(5, 7));
  return t('dateLong', { day: Number(iso.slice(8, 10)), month: t(MONTH_KEYS[month - 1]!), year: Number(iso.slice(0, 4)) });
}

/**
 * A date range in the locale's words (`1 December 2026 – 4 December 2026`), UTC: each end a long
 * date ({@link formatStoryblokDate}), joined by an en dash; one date when `to` is missing or the
 * same day; '' when `from` is unparsable. Never ISO text (docs/requirements/pages.md#public-site-goals).
 */
export function formatStoryblokDateRange(from: string | undefined | null, to: string | undefined | null, t: DateWords): string {
  const a = storyblokDateToIso(from);
  if (!a) return '';
  const b = storyblokDateToIso(to);
  const first = formatStoryblokDate(from, t);
  if (!b || a.slice(0, 10) === b.slice(0, 10)) return first;
  return `${first} – ${formatStoryblokDate(to, t)}`;
}

/**
 * The daily hours of an event (`09:00–17:00`), UTC; '' if unknown or both ends are midnight.
 * All nine locales write a 2-digit 24-hour time as `HH:mm` (dates.test.ts holds it to Intl).
 */
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
