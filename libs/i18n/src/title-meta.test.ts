import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { META_DESCRIPTION_KINDS, META_DESCRIPTION_MAX, metaDescription } from './meta';
import { BRAND_NAME, TITLE_SEPARATOR, formatTitle } from './title';
import { translateCommon } from './translate';

describe('formatTitle (docs/requirements/pages.md#titles-and-descriptions)', () => {
  it('is page name, separator, brand', () => {
    expect(TITLE_SEPARATOR).toBe(' | ');
    expect(formatTitle('Products')).toBe(`Products | ${BRAND_NAME}`);
    expect(formatTitle('  Key   machines ')).toBe('Key machines | Silca');
  });
  it.each([null, undefined, '', '   ', 'Silca', 42 as unknown as string])('gives the brand alone for %j', (name) => {
    expect(formatTitle(name)).toBe('Silca');
  });
});

describe('metaDescription (docs/requirements/pages.md#titles-and-descriptions)', () => {
  it('fills each template in each locale, with no placeholder left', () => {
    for (const locale of LOCALES) {
      for (const kind of META_DESCRIPTION_KINDS) {
        const text = metaDescription(kind, { name: 'Futura', category: 'Machines', title: 'Expo 2026' }, locale);
        expect(text, `${locale} ${kind}`).not.toMatch(/{{|}}/);
        expect(text.length).toBeGreaterThan(10);
      }
    }
    expect(metaDescription('product', { name: 'Futura', category: 'Key machines' }, 'en')).toBe(
      'Futura (Key machines) by Silca: details, technical data and downloads.',
    );
    expect(metaDescription('category', { name: 'Chiavi' }, 'it')).toBe('Chiavi: scopri i prodotti Silca di questa categoria.');
  });

  it('falls back to the fallback template when values are missing', () => {
    const fallback = metaDescription('fallback', {}, 'de');
    expect(metaDescription('product', { name: 'Futura' }, 'de')).toBe(fallback);
    expect(metaDescription('event', { title: '   ' }, 'de')).toBe(fallback);
    expect(metaDescription('nope' as never, {}, 'de')).toBe(fallback);
  });

  it('cuts long values on a word boundary', () => {
    const text = metaDescription('news', { title: 'word '.repeat(80) }, 'en');
    expect(text.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(text.endsWith('…')).toBe(true);
  });

  it('translates outside React with plurals, ro and ru contact-form messages included', () => {
    expect(translateCommon('ru', 'gallery.photos', { count: 21 })).toBe('21 фотография');
    expect(translateCommon('ro', 'contactForm.email')).toBe('Vă rugăm să introduceți o adresă de e-mail validă');
  });
});
