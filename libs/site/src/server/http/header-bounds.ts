import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';
import { log } from './log';

/**
 * Longest redirect target the site sends (`Location`, also on the 202 of a single-fetch data
 * request, and Remix's `X-Remix-Redirect` of `?_data=` requests), bytes. Half of the 8 KB Varnish takes per response header (`http_resp_hdr_len`);
 * a path alone is at most 2,048 bytes (MAX_PATH_LENGTH), so only a query can pass it.
 */
export const MAX_LOCATION_BYTES = 4096;

/** Longest response header of any other name, bytes: what Varnish takes (`http_resp_hdr_len`). */
export const MAX_HEADER_BYTES = 8192;

/** Headers that carry a redirect target, often built from the request's own path and query. */
const REDIRECT_HEADERS = ['location', 'x-remix-redirect'] as const;

/**
 * A redirect target within {@link MAX_LOCATION_BYTES} (docs/requirements/hardening.md#response-header-bounds): as given
 * when short enough; else without its query (the fragment kept), since every redirect of the
 * site that keeps a query (trailing slash, locale prefix, canonical slug, login return path)
 * points at a page that stands without it; null when even that is too long.
 */
export function boundedLocation(location: string): string | null {
  if (Buffer.byteLength(location) <= MAX_LOCATION_BYTES) return location;
  const q = location.indexOf('?');
  if (q < 0) return null;
  const hash = location.indexOf('#', q);
  const shorter = location.slice(0, q) + (hash < 0 ? '' : location.slice(hash));
  return Buffer.byteLength(shorter) <= MAX_LOCATION_BYTES ? shorter : null;
}

/**
 * Express middleware: no response header grows with client input past the edge's bound
 * (docs/requirements/hardening.md#response-header-bounds, decision 0996). Right before the headers are written, a redirect
 * target longer than {@link MAX_LOCATION_BYTES} loses its query ({@link boundedLocation}); one
 * still too long is dropped and the answer becomes 414 URI Too Long. Any other header longer
 * than {@link MAX_HEADER_BYTES} is dropped and logged (none is built from client input: a
 * safety net). Varnish answered 503 to a 12 KB `Location` echoing `/__manifest?paths=...`.
 * Mount first, so every answer passes it.
 */
export function responseHeaderBounds(): RequestHandler {
  return (_req, res, next) => {
    onHeaders(res, boundHeaders);
    next();
  };
}

/** `on-headers` listener of {@link responseHeaderBounds}. */
function boundHeaders(this: ServerResponse): void {
  for (const name of REDIRECT_HEADERS) {
    const value = this.getHeader(name);
    if (typeof value !== 'string') continue;
    const bounded = boundedLocation(value);
    if (bounded === value) continue;
    if (bounded !== null) {
      this.setHeader(name, bounded);
      continue;
    }
    this.removeHeader(name);
    this.statusCode = 414;
    this.statusMessage = 'URI Too Long';
  }
  for (const [name, value] of Object.entries(this.getHeaders())) {
    const length = Array.isArray(value) ? Math.max(...value.map((v) => Buffer.byteLength(String(v)))) : Buffer.byteLength(String(value ?? ''));
    if (length <= MAX_HEADER_BYTES) continue;
    log.warn('response header too long: dropped', { name, length });
    this.removeHeader(name);
  }
}
