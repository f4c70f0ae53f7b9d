/**
 * The browser-safe part of libs/auth (`@silca/auth/shared`): the error catalogue
 * (docs/requirements/extranet.md#login-errors), the return-path rule and the user shape.
 */

import { AUTH_CONFIGURATION_MESSAGES, AUTH_ERROR_MESSAGES } from './resources/error-messages';

/** The namespaced claim that carries the partner's roles (Auth0 requires a URL namespace). */
export const ROLES_CLAIM = 'https://silca.biz/roles';
/** Role that opens the extranet (decision 0601). */
export const ROLE_PARTNER = 'partner';
/** Role that opens the BU Italia documentation area (decision 0601). */
export const ROLE_BU_ITALIA = 'bu-italia';

/** Authentication errors of docs/requirements/extranet.md#login-errors. */
export const AUTH_ERROR_CODES = [
  'timeout',
  'cancelled',
  'mfa_required',
  'missing_refresh_token',
  'state_mismatch',
  'missing_transaction',
  'login_required',
  'request_error',
] as const;
/** One authentication error code of docs/requirements/extranet.md#login-errors. */
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** Whether a string is one of the catalogue's codes (query parameters are untrusted). */
export function isAuthErrorCode(value: unknown): value is AuthErrorCode {
  return typeof value === 'string' && (AUTH_ERROR_CODES as readonly string[]).includes(value);
}

export { AUTH_ERROR_MESSAGES };

/** Details of a `request_error` told to the partner (docs/requirements/extranet.md#tenant-configuration-errors). */
export const AUTH_ERROR_DETAILS = ['configuration'] as const;
/** One detail of {@link AUTH_ERROR_DETAILS}. */
export type AuthErrorDetail = (typeof AUTH_ERROR_DETAILS)[number];

/** Whether a string is a known error detail (query parameters are untrusted). */
export function isAuthErrorDetail(value: unknown): value is AuthErrorDetail {
  return typeof value === 'string' && (AUTH_ERROR_DETAILS as readonly string[]).includes(value);
}

/** The message of an error detail in a locale (falls back to English). */
export function authErrorDetailMessage(detail: AuthErrorDetail, locale: string): string {
  const messages = detail === 'configuration' ? AUTH_CONFIGURATION_MESSAGES : {};
  return messages[locale] ?? messages.en ?? '';
}

/** The message of an authentication error in a locale (falls back to English). docs/requirements/extranet.md#login-errors. */
export function authErrorMessage(code: AuthErrorCode, locale: string): string {
  return (AUTH_ERROR_MESSAGES[locale] ?? AUTH_ERROR_MESSAGES.en!)[code];
}

/** Longest return path kept through a login (longer ones are dropped, never truncated). */
export const MAX_RETURN_TO_LENGTH = 1024;

/** The optional login popup of the login button (docs/requirements/extranet.md#login-popup): its size in CSS pixels and timeout. */
export const LOGIN_POPUP = { width: 400, height: 600, timeoutMs: 60_000 } as const;
/** BroadcastChannel on which `/auth/popup-done` tells the opener how the popup login ended. */
export const LOGIN_POPUP_CHANNEL = 'silca-login';

/**
 * Name of the "signed in" hint cookie (docs/requirements/pages.md#signed-in-partner-on-public-pages,
 * decision 1025): readable by the page's script, it holds nothing personal and grants nothing.
 */
export const SIGNED_IN_HINT_COOKIE = 'silca_signed_in';
/** Where the popup login returns (a same-site path, so `returnTo` keeps it). */
export const LOGIN_POPUP_DONE_PATH = '/auth/popup-done';

/**
 * The login return path when it is a same-site relative path, else `undefined`
 * (docs/requirements/extranet.md#return-path): absolute URLs, `//host`, `/\host`, schemes and
 * encoded tricks such as `/%2F%2Fhost` are dropped.
 */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_TO_LENGTH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  // Browsers treat `\` like `/` in special URLs: `/\host` is `//host`.
  if (value.includes('\\')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  if (decoded.startsWith('//') || decoded.includes('\\') || /^\/[^/]*:/.test(decoded.split('?')[0] ?? '')) return undefined;
  const base = 'http://same.invalid';
  let resolved: URL;
  try {
    resolved = new URL(value, base);
  } catch {
    return undefined;
  }
  if (resolved.origin !== base) return undefined;
  return resolved.pathname + resolved.search + resolved.hash;
}

/** The partner as the site sees it: profile claims of the ID token (docs/requirements/extranet.md#login-flow), no token. */
export interface AuthUser {
  sub: string;
  name: string;
  email?: string;
  /** Preferred locale of the partner (ID-token `locale` claim), when known. */
  locale?: string;
  /** Roles from the namespaced roles claim (decision 0601): `partner`, `bu-italia`. */
  roles: string[];
  /** Organization of the login (`org_id`) when one is configured. */
  orgId?: string;
  /** A pseudonymous handle of the session, what per-session resources are keyed by (decision 0963). */
  sessionRef?: string;
}
