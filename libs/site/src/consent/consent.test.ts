import { describe, expect, it } from 'vitest';
import { analyticsCookieNames, CONSENT_MAX_AGE_S, consentCookie, expireCookie, isAnalyticsCookie, readConsent } from './consent';

describe('analytics consent cookie', () => {
  it('reads the choice among other cookies, and nothing when there is none or it is garbage', () => {
    expect(readConsent('i18n_redirected=it; silca_consent=granted; x=1')).toBe('granted');
    expect(readConsent('silca_consent=denied')).toBe('denied');
    expect(readConsent('i18n_redirected=it')).toBeNull();
    expect(readConsent('silca_consent=maybe')).toBeNull();
  });

  it('stores the choice for 180 days on the whole site, Secure on https', () => {
    expect(consentCookie('granted', true)).toBe(`silca_consent=granted; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax; Secure`);
    expect(consentCookie('denied', false)).not.toContain('Secure');
    expect(CONSENT_MAX_AGE_S).toBe(15_552_000);
  });
});

describe('analytics cookies (docs/requirements/pages.md#cookie-consent)', () => {
  it('knows ours and those a tag manager sets, nothing else', () => {
    for (const name of ['silca_analytics', '_ga', '_ga_ABC123XYZ', '_gid', '_gat', '_gat_UA-1234-1']) expect(isAnalyticsCookie(name), name).toBe(true);
    for (const name of ['silca_consent', 'i18n_redirected', '__silca_session', '_gax', 'ga']) expect(isAnalyticsCookie(name), name).toBe(false);
    expect(analyticsCookieNames('silca_consent=granted; _ga=GA1.1.1; silca_analytics=ab; _ga_X1=GS1; i18n_redirected=it')).toEqual([
      '_ga',
      'silca_analytics',
      '_ga_X1',
    ]);
  });

  it('deletes a cookie on the host and every parent domain; an IP or a one-label host has none', () => {
    expect(expireCookie('_ga', 'www.silca.biz')).toEqual([
      '_ga=; Max-Age=0; Path=/; SameSite=Lax',
      '_ga=; Max-Age=0; Path=/; SameSite=Lax; Domain=www.silca.biz',
      '_ga=; Max-Age=0; Path=/; SameSite=Lax; Domain=silca.biz',
    ]);
    expect(expireCookie('_ga', '127.0.0.1')).toEqual(['_ga=; Max-Age=0; Path=/; SameSite=Lax']);
    expect(expireCookie('_ga', 'localhost')).toEqual(['_ga=; Max-Age=0; Path=/; SameSite=Lax']);
  });
});
