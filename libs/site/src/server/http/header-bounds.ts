import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';
import { log } from './log';

/** Bytes: half of Varnish's 8 KB per header; a path is at most 2,048, so only a query can pass it. */
export const MAX_LOCATION_BYTES = 4096;

/** Longest other response header, bytes: Varnish's `http_resp_hdr_len`. */
export const MAX_HEADER_BYTES = 8192;

const REDIRECT_HEADERS = ['location', 'x-remix-redirect'] as const;

/** As given, else without its query, else null (docs/requirements/hardening.md#response-header-bounds). */
export function boundedLocation(location: string): string | null {
  if (Buffer.byteLength(location) <= MAX_LOCATION_BYTES) return location;
  const q = location.indexOf('?');
  if (q < 0) return null;
  const hash = location.indexOf('#', q);
  const shorter = location.slice(0, q) + (hash < 0 ? '' : location.slice(hash));
  return Buffer.byteLength(shorter) <= MAX_LOCATION_BYTES ? shorter : null;
}

/** Bounds response headers built from input: 414 or dropped (decision 0996). Mount first. */
export function responseHeaderBounds(): RequestHandler {
  return (_req, res, next) => {
    onHeaders(res, boundHeaders);
    next();
  };
}

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
