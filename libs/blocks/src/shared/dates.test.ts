import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { BLOCKS_LOCALES, BLOCKS_NAMESPACE, blocksResources } from '../core/i18n/resources';
import { formatStoryblokDate, formatStoryblokDateRange, formatStoryblokTimeRange, storyblokDateToIso, type DateWords } from './dates';

/** The blocks' translator for one locale, as the site's server builds it (i18next, no escaping). */
function wordsOf(lng: string): DateWords {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng,
    fallbackLng: 'en',
    resources: blocksResources,
    ns: [BLOCKS_NAMESPACE],
    defaultNS: BLOCKS_NAMESPACE,
    interpolation: { escapeValue: false },
    initImmediate: false,
  });
  return (key, options) => i18n.t(key, options);
}

/** What `Intl.DateTimeFormat` (the reference, decision 0987) prints for a site locale. */
const intlLocale = (locale: string) => (locale === 'en' ? 'en-GB' : locale);

describe('formatStoryblokDate (decision 0987)', () => {
  it.each(BLOCKS_LOCALES)('writes every month of %s as Intl.DateTimeFormat does (dateStyle long, UTC)', (locale) => {
    const intl = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' });
    const t = wordsOf(locale);
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 9, 28]) {
        const value = `2024-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')} 23:30`;
        expect(formatStoryblokDate(value, t), value).toBe(intl.format(new Date(storyblokDateToIso(value)!)));
      }
    }
  });

  it('reads the date in UTC: late evening stays on its day', () => {
    expect(formatStoryblokDate('2026-12-31 23:59', wordsOf('en'))).toBe('31 December 2026');
    expect(formatStoryblokDate('2026-03-01', wordsOf('de'))).toBe('1. März 2026');
  });

  it('unparsable text gives an empty string', () => {
    expect(formatStoryblokDate('01/05/2024', wordsOf('en'))).toBe('');
    expect(formatStoryblokDate(undefined, wordsOf('en'))).toBe('');
  });

  it('a range joins two long dates with an en dash, one date when both ends share a day', () => {
    expect(formatStoryblokDateRange('2026-12-01 09:00', '2026-12-04 17:00', wordsOf('it'))).toBe('1 dicembre 2026 – 4 dicembre 2026');
    expect(formatStoryblokDateRange('2026-12-01 09:00', '2026-12-01 17:00', wordsOf('es'))).toBe('1 de diciembre de 2026');
  });
});

describe('formatStoryblokTimeRange (decision 0987)', () => {
  it.each(BLOCKS_LOCALES)('writes the hours as Intl.DateTimeFormat does for %s (2-digit, UTC)', (locale) => {
    const intl = new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
    for (const [from, to] of [
      ['2026-12-01 09:05', '2026-12-01 17:30'],
      ['2026-12-01 00:45', '2026-12-01 23:00'],
    ] as const) {
      expect(formatStoryblokTimeRange(from, to)).toBe(`${intl.format(new Date(storyblokDateToIso(from)!))}–${intl.format(new Date(storyblokDateToIso(to)!))}`);
    }
  });

  it('is empty when either end is missing or both are midnight', () => {
    expect(formatStoryblokTimeRange('2026-12-01 09:00', undefined)).toBe('');
    expect(formatStoryblokTimeRange('2026-12-01', '2026-12-04')).toBe('');
  });
});
