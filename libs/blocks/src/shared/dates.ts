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

/** Long localized date (`1 May 2024`, `1. Mai 2024`...), UTC; '' when unparsable. */
export function formatStoryblokDate(value: string | undefined | null, locale: string): string {
  const iso = storyblokDateToIso(value);
  if (!iso) return '';
  try {
    return new Intl.DateTimeFormat(INTL_LOCALE[locale] ?? locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  }
}
