import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE_MAX_AGE, readLocaleCookie, serializeLocaleCookie } from './locale-cookie';
import { type Locale } from './locales';
import { MARKETS } from './markets';
import { parsePath } from './paths';
import { selectLocale } from './select-locale';

describe('locale cookie (docs/requirements/urls.md#locale-cookie)', () => {
  it('serialises i18n_redirected for 365 days, path /, SameSite=Lax, not Secure, not HttpOnly', () => {
    const header = serializeLocaleCookie('it');
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
    expect(header).toBe('i18n_redirected=it; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(header).not.toMatch(/Secure|HttpOnly/i);
  });

  it('refuses a value that is not a locale', () => {
    expect(() => serializeLocaleCookie('xx' as Locale)).toThrow(/Not a locale/);
  });

  it.each([
    ['i18n_redirected=it', 'it'],
    ['a=1; i18n_redirected=ru; b=2', 'ru'],
    ['i18n_redirected=IT', null],
    ['i18n_redirected=xx', null],
    ['i18n_redirected=', null],
    ['i18n_redirected=%E0%A4%A', null],
    ['garbage;;;==', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('reads %j as %j', (header, locale) => {
    expect(readLocaleCookie(header)).toBe(locale);
  });
});

describe('selectLocale (docs/requirements/urls.md#locale-selection)', () => {
  const g = MARKETS.global;
  it('takes the locale of the path and remembers it', () => {
    const choice = selectLocale({ parsed: parsePath('/de/global/produkte', g), market: g, cookieHeader: 'i18n_redirected=it' });
    expect(choice).toEqual({ locale: 'de', source: 'path', setCookie: serializeLocaleCookie('de') });
  });

  it('does not rewrite a cookie that already holds the locale', () => {
    expect(selectLocale({ parsed: parsePath('/de/global', g), market: g, cookieHeader: 'i18n_redirected=de' }).setCookie).toBeNull();
  });

  it('takes the first locale of a country market', () => {
    const italy = MARKETS.italy;
    expect(selectLocale({ parsed: parsePath('/prodotti', italy), market: italy, cookieHeader: 'i18n_redirected=en' })).toMatchObject({
      locale: 'it',
      source: 'market',
      setCookie: serializeLocaleCookie('it'),
    });
    expect(selectLocale({ parsed: null, market: MARKETS.germany })).toMatchObject({ locale: 'de', source: 'market' });
  });

  it('uses the cookie, else en, for /global/{customSlug} on global, without writing a fallback', () => {
    const parsed = parsePath('/global/thank-you-eng', g);
    expect(selectLocale({ parsed, market: g, cookieHeader: 'i18n_redirected=pt' })).toEqual({ locale: 'pt', source: 'cookie', setCookie: null });
    expect(selectLocale({ parsed, market: g, cookieHeader: 'i18n_redirected=zz' })).toEqual({ locale: 'en', source: 'default', setCookie: null });
    expect(selectLocale({ parsed, market: g })).toEqual({ locale: 'en', source: 'default', setCookie: null });
  });

  it('reads the cookie for an unmatched path when no pathname is given (a slug guess)', () => {
    expect(selectLocale({ parsed: null, market: g, cookieHeader: 'i18n_redirected=fr' }).locale).toBe('fr');
  });

  it('gives an error screen the language of its URL, never the cookie (docs/requirements/pages.md#error-screen-language)', () => {
    const cookieHeader = 'i18n_redirected=ru';
    const pick = (pathname: string) => selectLocale({ parsed: parsePath(pathname, g), market: g, cookieHeader, pathname });
    expect(pick('/en/global/products/futura-pro/specs')).toEqual({ locale: 'en', source: 'path', setCookie: null });
    expect(pick('/de/global/extranet/no-such-area')).toEqual({ locale: 'de', source: 'path', setCookie: null });
    expect(pick('/no-such-page').locale).toBe('en');
    expect(pick('/EN/global/products').locale).toBe('en');
    expect(pick('/zz/global').locale).toBe('en');
    // A locale the market lacks is no prefix of it; a country market keeps its own locale.
    expect(selectLocale({ parsed: null, market: MARKETS.italy, cookieHeader, pathname: '/ru/prodotti' }).locale).toBe('it');
    // A page that exists keeps the rule of docs/requirements/urls.md#locale-selection (cookie for /global/{customSlug}).
    expect(pick('/global/thank-you-eng').locale).toBe('ru');
  });
});
