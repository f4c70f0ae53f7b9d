/**
 * Analytics consent (docs/requirements/pages.md#public-site-goals, docs/requirements/pages.md#page-templates cookie-consent, docs/requirements/pages.md#cookie-consent and docs/requirements/pages.md#page-views page views): the visitor's
 * choice lives in the `silca_consent` cookie (`granted` or `denied`, 180 days, path /, SameSite
 * Lax), read in the browser only, so server-rendered pages stay the same for every visitor and
 * publicly cacheable (the no-JavaScript form of the cookie policy sets it through `POST
 * /api/consent`). Page-view events reach the data layer only with `granted`, carrying the
 * analytics id cookie's value; withdrawing deletes the analytics cookies (decision 1011).
 */

/** Cookie holding the choice. */
export const CONSENT_COOKIE = 'silca_consent';
/** How long the choice is kept, in seconds (180 days). */
export const CONSENT_MAX_AGE_S = 180 * 24 * 60 * 60;
/** Window event sent when the visitor chooses (`detail`: the choice). */
export const CONSENT_EVENT = 'silca:consent';
/** Window event that reopens the consent choices (the footer's "Cookie settings"). */
export const CONSENT_OPEN_EVENT = 'silca:consent-open';
/** Fragment of the cookie policy page's settings form (the footer control's target without JavaScript). */
export const CONSENT_SETTINGS_ID = 'cookie-settings';

/** First-party analytics cookie: a random visitor id sent with each page view, set only with consent. */
export const ANALYTICS_ID_COOKIE = 'silca_analytics';

/**
 * Names of analytics cookies: ours, and those a tag manager reading the data layer sets (Google
 * Analytics: `_ga`, `_ga_<id>`, `_gid`, `_gat`, `_gat_<id>`). Withdrawing consent deletes them.
 */
export function isAnalyticsCookie(name: string): boolean {
  return name === ANALYTICS_ID_COOKIE || /^(_ga|_gid|_gat)(_[\w-]+)?$/.test(name);
}

/** The analytics cookies present in a `Cookie` / `document.cookie` string, by name. */
export function analyticsCookieNames(cookie: string): string[] {
  const names = cookie.split(';').map((part) => part.trim().split('=')[0] ?? '');
  return [...new Set(names.filter((name) => name && isAnalyticsCookie(name)))];
}

/**
 * `Set-Cookie`-style strings that delete cookie `name` wherever a script may have set it: on the
 * host itself and on each parent domain of `hostname` (`www.silca.biz` -> `silca.biz`), where
 * analytics tags put theirs. An IP address or a one-label host has no parent domain.
 */
export function expireCookie(name: string, hostname: string): string[] {
  const expired = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  const out = [expired];
  if (/^[\d.]+$|:/.test(hostname)) return out;
  const labels = hostname.split('.');
  for (let i = 0; i < labels.length - 1; i++) out.push(`${expired}; Domain=${labels.slice(i).join('.')}`);
  return out;
}

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

/**
 * The visitor's analytics id (32 random hex digits in {@link ANALYTICS_ID_COOKIE}, kept as long as the
 * consent), created on first use; null without consent: no analytics cookie is ever set then.
 */
export function analyticsId(): string | null {
  if (!hasAnalyticsConsent()) return null;
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === ANALYTICS_ID_COOKIE && value) return value;
  }
  // 128 random bits as hex (`crypto.randomUUID` exists in secure contexts only).
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ANALYTICS_ID_COOKIE}=${id}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
  return id;
}

/**
 * Stores the choice and tells the page (the page-view hook then reports the current page, or
 * stops at once). `denied` deletes every analytics cookie of the page (docs/requirements/pages.md#cookie-consent).
 */
export function saveConsent(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice, window.location.protocol === 'https:');
  if (choice === 'denied') {
    for (const name of analyticsCookieNames(document.cookie)) {
      for (const expired of expireCookie(name, window.location.hostname)) document.cookie = expired;
    }
  }
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_EVENT, { detail: choice }));
}

/** Reopens the consent choices (the banner) on this page: the footer's "Cookie settings". */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}
