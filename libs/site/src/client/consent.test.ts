import { describe, expect, it } from 'vitest';
import { CONSENT_MAX_AGE_S, consentCookie, readConsent } from './consent';

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
