import { describe, expect, it } from 'vitest';
import { formatStoryblokDate, formatStoryblokDateRange, formatStoryblokTimeRange, storyblokDateToIso } from './dates';

/** The site's nine locales (libs/i18n LOCALES; blocks do not depend on libs/i18n). */
const LOCALES = ['en', 'de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru'];

/** What `Intl.DateTimeFormat` (the reference, decision 0987) prints for a site locale. */
const intlLocale = (locale: string) => (locale === 'en' ? 'en-GB' : locale);

describe('formatStoryblokDate (decision 0987)', () => {
  it.each(LOCALES)('writes every month of %s as Intl.DateTimeFormat does (dateStyle long, UTC)', (locale) => {
    const intl = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 9, 28]) {
        const value = `2024-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')} 23:30`;
        expect(formatStoryblokDate(value, locale), value).toBe(intl.format(new Date(storyblokDateToIso(value)!)));
      }
    }
  });

  it('reads the date in UTC: late evening stays on its day', () => {
    expect(formatStoryblokDate('2026-12-31 23:59', 'en')).toBe('31 December 2026');
    expect(formatStoryblokDate('2026-03-01', 'de')).toBe('1. März 2026');
  });

  it("a locale outside the site's nine goes through Intl; unparsable text gives an empty string", () => {
    expect(formatStoryblokDate('2024-05-01 10:00', 'pl')).toBe(new Intl.DateTimeFormat('pl', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2024-05-01T10:00:00Z')));
    expect(formatStoryblokDate('01/05/2024', 'en')).toBe('');
    expect(formatStoryblokDate(undefined, 'en')).toBe('');
  });

  it('a range joins two long dates with an en dash, one date when both ends share a day', () => {
    expect(formatStoryblokDateRange('2026-12-01 09:00', '2026-12-04 17:00', 'it')).toBe('1 dicembre 2026 – 4 dicembre 2026');
    expect(formatStoryblokDateRange('2026-12-01 09:00', '2026-12-01 17:00', 'es')).toBe('1 de diciembre de 2026');
  });
});

describe('formatStoryblokTimeRange (decision 0987)', () => {
  it.each(LOCALES)('writes the hours of %s as Intl.DateTimeFormat does (2-digit, UTC)', (locale) => {
    const intl = new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
    for (const [from, to] of [['2026-12-01 09:05', '2026-12-01 17:30'], ['2026-12-01 00:45', '2026-12-01 23:00']] as const) {
      expect(formatStoryblokTimeRange(from, to, locale)).toBe(`${intl.format(new Date(storyblokDateToIso(from)!))}–${intl.format(new Date(storyblokDateToIso(to)!))}`);
    }
  });

  it('is empty when either end is missing or both are midnight', () => {
    expect(formatStoryblokTimeRange('2026-12-01 09:00', undefined, 'en')).toBe('');
    expect(formatStoryblokTimeRange('2026-12-01', '2026-12-04', 'en')).toBe('');
  });
});
