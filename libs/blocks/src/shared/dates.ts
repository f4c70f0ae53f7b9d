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

/** The site's English is British English (libs/i18n OG_LOCALE en_GB): day before month. */
const INTL_LOCALE: Record<string, string> = { en: 'en-GB' };

/**
 * One `Intl.DateTimeFormat` per locale and style, reused: building one costs far more than
 * formatting with it, and a listing or news page formats dozens of dates per render (docs/requirements/performance.md#speed-goals).
 * Only locales outside the site's nine come here (decision 0987). An unknown locale falls back
 * to `fallback`.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, style: 'long' | 'time', fallback: string): Intl.DateTimeFormat {
  const key = `${style}|${locale}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = style === 'long' ? { dateStyle: 'long', timeZone: 'UTC' } : { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' };
    try {
      format = new Intl.DateTimeFormat(intlLocale(locale), options);
    } catch {
      format = new Intl.DateTimeFormat(fallback, options);
    }
    // The cap only guards against a caller passing free text as a locale.
    if (formats.size >= 64) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/**
 * The long date (`dateStyle: 'long'`) of the site's nine locales as CLDR writes it: a pattern
 * (`D` day, `M` month name, `Y` year) and the month names. Node's ICU and the browsers' print the
 * same, and dates.test.ts holds every month of every locale to `Intl.DateTimeFormat`.
 * Why a table: a browser's first `Intl.DateTimeFormat` loads ICU data, 15-58 ms on the 2-core
 * machine and more on a phone, in the middle of hydration. The table needs none (decision 0987).
 */
const LONG_DATES: Record<string, { pattern: string; months: readonly string[] }> = {
  en: { pattern: 'D M Y', months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] },
  de: { pattern: 'D. M Y', months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'] },
  es: { pattern: 'D de M de Y', months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'] },
  pt: { pattern: 'D de M de Y', months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'] },
  fr: { pattern: 'D M Y', months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'] },
  it: { pattern: 'D M Y', months: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'] },
  ro: { pattern: 'D M Y', months: ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'] },
  nl: { pattern: 'D M Y', months: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'] },
  // Genitive month names, and "г." (year). ICU's pattern has a narrow no-break space before it; V8's
  // format() (Node and Chrome alike) prints a plain space.
  ru: { pattern: 'D M Y г.', months: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'] },
};

/**
 * Long localized date (`1 May 2024`, `1. Mai 2024`...), UTC; '' when unparsable. The site's
 * nine locales are written from {@link LONG_DATES}; any other locale through
 * `Intl.DateTimeFormat` (`en` when the runtime does not know it).
 */
export function formatStoryblokDate(value: string | undefined | null, locale: string): string {
  const iso = storyblokDateToIso(value);
  if (!iso) return '';
  const words = LONG_DATES[locale];
  if (!words) return dateFormat(locale, 'long', 'en').format(new Date(iso));
  const [year, month, day] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];
  return words.pattern.replace(/[DMY]/g, (part) => (part === 'D' ? String(day) : part === 'M' ? words.months[month - 1]! : String(year)));
}

function intlLocale(locale: string): string {
  return INTL_LOCALE[locale] ?? locale;
}

/**
 * A date range in the locale's words (`1 December 2026 – 4 December 2026`), UTC: each end with
 * `Intl.DateTimeFormat` (long date), joined by an en dash; one date when `to` is missing or the
 * same day; '' when `from` is unparsable. Not `formatRange`: Node's and the browsers' ICU space
 * its output differently, which would break hydration. Never ISO text (docs/requirements/pages.md#public-site-goals).
 */
export function formatStoryblokDateRange(from: string | undefined | null, to: string | undefined | null, locale: string): string {
  const a = storyblokDateToIso(from);
  if (!a) return '';
  const b = storyblokDateToIso(to);
  const first = formatStoryblokDate(from, locale);
  if (!b || a.slice(0, 10) === b.slice(0, 10)) return first;
  return `${first} – ${formatStoryblokDate(to, locale)}`;
}

/** The daily hours of an event (`09:00–17:00`) in the locale's time format, UTC; '' if unknown. */
export function formatStoryblokTimeRange(from: string | undefined | null, to: string | undefined | null, locale: string): string {
  const a = storyblokDateToIso(from);
  const b = storyblokDateToIso(to);
  if (!a || !b || (a.slice(11, 16) === '00:00' && b.slice(11, 16) === '00:00')) return '';
  // The nine locales all write a 2-digit 24-hour time as `HH:mm` (held to Intl by dates.test.ts).
  if (LONG_DATES[locale]) return `${a.slice(11, 16)}–${b.slice(11, 16)}`;
  const format = dateFormat(locale, 'time', 'en-GB');
  return `${format.format(new Date(a))}–${format.format(new Date(b))}`;
}

/** True when a text contains an ISO-like date (`2025-02-11`), which visitors must never read. */
export function hasIsoDate(text: string): boolean {
  return /\b\d{4}-\d{2}-\d{2}\b/.test(text);
}
