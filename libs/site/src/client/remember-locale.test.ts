import { LOCALES, readLocaleCookie, serializeLocaleCookie } from '@silca/i18n';
import { describe, expect, it } from 'vitest';
import { localeCookieFor, localeInCookies } from './remember-locale';

describe('the browser locale cookie (decision 0970)', () => {
  it.each([...LOCALES])('writes exactly what serializeLocaleCookie writes for %s', (locale) => {
    expect(localeCookieFor(locale)).toBe(serializeLocaleCookie(locale));
  });

  it('reads what readLocaleCookie reads', () => {
    const headers = [
      '',
      'i18n_redirected=it',
      'a=1; i18n_redirected=de; b=2',
      'a=1;i18n_redirected=fr',
      'i18n_redirected="pt"',
      'i18n_redirected=IT',
      'i18n_redirected=xx',
      'i18n_redirected=',
      'i18n_redirected=ru; i18n_redirected=en',
      'x_i18n_redirected=it',
      ' i18n_redirected = nl ',
      'garbage;;==;',
      'i18n_redirected=%69t',
      'i18n_redirected=%E0%A4%A',
    ];
    for (const header of headers) expect(localeInCookies(header), header).toBe(readLocaleCookie(header));
  });
});
