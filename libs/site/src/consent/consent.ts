/** Consent lives in a cookie read in the browser only, so cached pages stay alike (docs/requirements/pages.md#cookie-consent). */

export const CONSENT_COOKIE = 'silca_consent';
export const CONSENT_MAX_AGE_S = 180 * 24 * 60 * 60;
/** Window event of a choice (`detail`: the choice). */
export const CONSENT_EVENT = 'silca:consent';
export const CONSENT_OPEN_EVENT = 'silca:consent-open';
export const CONSENT_SETTINGS_ID = 'cookie-settings';

export const ANALYTICS_ID_COOKIE = 'silca_analytics';

/** Names of analytics cookies: ours and Google Analytics' (`_ga`, `_ga_<id>`, `_gid`, `_gat`, `_gat_<id>`). */
export function isAnalyticsCookie(name: string): boolean {
  return name === ANALYTICS_ID_COOKIE || /^(_ga|_gid|_gat)(_[\w-]+)?$/.test(name);
}

/** The analytics cookies present in a `Cookie` / `document.cookie` string, by name. */
export function analyticsCookieNames(cookie: string): string[] {
  const names = cookie.split(';').map((part) => part.trim().split('=')[0] ?? '');
  return [...new Set(names.filter((name) => name && isAnalyticsCookie(name)))];
}

/** `Set-Cookie` values deleting `name` on the host and each parent domain, where analytics tags set theirs. */
export function expireCookie(name: string, hostname: string): string[] {
  const expired = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  const out = [expired];
  if (/^[\d.]+$|:/.test(hostname)) return out;
  const labels = hostname.split('.');
  for (let i = 0; i < labels.length - 1; i++) out.push(`${expired}; Domain=${labels.slice(i).join('.')}`);
  return out;
}

export type ConsentChoice = 'granted' | 'denied';

/** The choice stored in a `document.cookie` string, or null when the visitor has not chosen. */
export function readConsent(cookie: string): ConsentChoice | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSENT_COOKIE && (value === 'granted' || value === 'denied')) return value;
  }
  return null;
}

export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function hasAnalyticsConsent(): boolean {
  return typeof document !== 'undefined' && readConsent(document.cookie) === 'granted';
}

/** The visitor's analytics id (32 hex digits), created on first use; null without consent. */
export function analyticsId(): string | null {
  if (!hasAnalyticsConsent()) return null;
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === ANALYTICS_ID_COOKIE && value) return value;
  }
  // `crypto.randomUUID` exists in secure contexts only.
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ANALYTICS_ID_COOKIE}=${id}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  return id;
}

/** Stores the choice and tells the page; `denied` deletes the analytics cookies (docs/requirements/pages.md#cookie-consent). */
export function saveConsent(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice, window.location.protocol === 'https:');
  if (choice === 'denied') {
    for (const name of analyticsCookieNames(document.cookie)) {
      for (const expired of expireCookie(name, window.location.hostname)) document.cookie = expired;
    }
  }
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_EVENT, { detail: choice }));
}

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}
