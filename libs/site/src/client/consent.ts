/**
 * Analytics consent (docs/requirements/pages.md#public-site-goals, docs/requirements/pages.md#page-templates cookie-consent and docs/requirements/pages.md#page-views page views): the visitor's
 * choice lives in the `silca_consent` cookie (`granted` or `denied`, 180 days, path /, SameSite
 * Lax), read and written in the browser only, so server-rendered pages stay the same for every
 * visitor and publicly cacheable. Page-view events reach the data layer only with `granted`.
 */

/** Cookie holding the choice. */
export const CONSENT_COOKIE = 'silca_consent';
/** How long the choice is kept, in seconds (180 days). */
export const CONSENT_MAX_AGE_S = 180 * 24 * 60 * 60;
/** Window event sent when the visitor chooses (`detail`: the choice). */
export const CONSENT_EVENT = 'silca:consent';

/** The visitor's choice. */
export type ConsentChoice = 'granted' | 'denied';

/** The choice stored in a `document.cookie` string, or null when the visitor has not chosen. */
export function readConsent(cookie: string): ConsentChoice | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSENT_COOKIE && (value === 'granted' || value === 'denied')) return value;
  }
  return null;
}

/** The `Set-Cookie`-style string that stores a choice (assign it to `document.cookie`). */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** True in the browser when the visitor granted analytics consent. */
export function hasAnalyticsConsent(): boolean {
  return typeof document !== 'undefined' && readConsent(document.cookie) === 'granted';
}

/** Stores the choice and tells the page (the page-view hook then reports the current page). */
export function saveConsent(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice, window.location.protocol === 'https:');
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_EVENT, { detail: choice }));
}
