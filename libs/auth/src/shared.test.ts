import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES, AUTH_ERROR_MESSAGES, authErrorMessage, safeReturnTo } from './shared';

describe('safeReturnTo (docs/requirements/extranet.md#return-path: no open redirect)', () => {
  it('keeps same-site relative paths with query and hash', () => {
    expect(safeReturnTo('/en/global/extranet/products?sort=name#top')).toBe('/en/global/extranet/products?sort=name#top');
    expect(safeReturnTo('/extranet')).toBe('/extranet');
  });
  it.each([
    'https://elsewhere.example',
    'http://elsewhere.example/extranet',
    '//elsewhere.example',
    '/\\elsewhere.example',
    '\\\\elsewhere.example',
    '/%2F/elsewhere.example',
    '/%5Celsewhere.example',
    'javascript:alert(1)',
    '/\telsewhere.example',
    'extranet',
    '',
    '/' + 'a'.repeat(2000),
    42,
    undefined,
  ])('drops %s', (value) => {
    expect(safeReturnTo(value)).toBeUndefined();
  });
});

describe('authentication error catalogue (docs/requirements/extranet.md#login-errors)', () => {
  it('has a message for every code in every locale, "Invalid state" in English', () => {
    for (const locale of ['en', 'de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru']) {
      for (const code of AUTH_ERROR_CODES) expect(AUTH_ERROR_MESSAGES[locale]?.[code], `${locale} ${code}`).toBeTruthy();
    }
    expect(authErrorMessage('state_mismatch', 'en')).toMatch(/^Invalid state/);
    expect(authErrorMessage('cancelled', 'it')).toBe("L'accesso è stato annullato.");
    expect(authErrorMessage('cancelled', 'xx')).toBe('The login was cancelled.');
  });
});
