import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { isPreviewRequest } from '@silca/content';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import onHeaders from 'on-headers';

/** The visual editor's origin, for verified previews only. */
export const EDITOR_ORIGIN = 'https://app.storyblok.com';

/** Permissions-Policy (docs/requirements/hardening.md#hostile-requests): every powerful feature off. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Headers only a document acts on (decision 0986), about 1 KB per answer. */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Content-Security-Policy-Report-Only',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-XSS-Protection',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
] as const;

/** Content types never run as a document (decision 1044 for `text/x-script`); untyped answers count as documents. */
const SUBRESOURCE_TYPE =
  /^\s*(?:text\/css|text\/javascript|text\/x-script|application\/(?:javascript|json|manifest\+json)|image\/(?!svg)[\w.+-]+|font\/[\w.+-]+)\s*(?:;|$)/i;

/** Whether a `Content-Type` is a subresource that drops {@link DOCUMENT_ONLY_HEADERS} (decision 0986). */
export function isSubresourceType(contentType: string | number | readonly string[] | undefined): boolean {
  return typeof contentType === 'string' && SUBRESOURCE_TYPE.test(contentType);
}

export interface SecurityHeadersOptions {
  production: boolean;
  previewToken: string | undefined;
  bridgeUrl?: string;
  /** Extra sources per CSP directive, e.g. `connect-src`. */
  extraSources?: Record<string, string[]>;
}

/** CSP of one response: nonce scripts, the editor's origin only for `preview`, own styles and fonts (decision 0997). */
export function contentSecurityPolicy(nonce: string, preview: boolean, production: boolean, extra: Record<string, string[]> = {}, bridgeUrl?: string): string {
  const editor = preview ? [EDITOR_ORIGIN] : [];
  // A bridge script elsewhere than the editor's origin (STORYBLOK_BRIDGE_URL).
  const bridgeOrigin = preview && bridgeUrl ? new URL(bridgeUrl).origin : null;
  const bridge = bridgeOrigin && bridgeOrigin !== EDITOR_ORIGIN ? [bridgeOrigin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    // System fonts only (libs/ui tokens, decision 0997).
    'font-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...editor],
    'img-src': ["'self'", 'data:', 'https://a.storyblok.com'],
    'object-src': ["'none'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...editor, ...bridge],
    'script-src-attr': ["'none'"],
    // Previews also allow the editor's and bridge's outline styles (decision 0997); no `https:` wildcard.
    'style-src': ["'self'", "'unsafe-inline'", ...editor, ...bridge],
    'connect-src': ["'self'", ...(production ? [] : ['ws:'])],
  };
  for (const [name, sources] of Object.entries(extra)) directives[name] = [...(directives[name] ?? ["'self'"]), ...sources];
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');
}

/** Stands for the nonce while a policy is built once (no source list contains it). */
const NONCE_SLOT = '\u0000';

/** CSPRNG bytes drawn 4 KB at a time (one call per 256 nonces). */
const noncePool = Buffer.alloc(4096);
let noncePoolAt = noncePool.length;

function nextNonce(): string {
  if (noncePoolAt + 16 > noncePool.length) {
    crypto.randomFillSync(noncePool);
    noncePoolAt = 0;
  }
  noncePoolAt += 16;
  return noncePool.toString('base64', noncePoolAt - 16, noncePoolAt);
}

/**
 * The first middleware: helmet's headers, a CSP nonce, the CSP and a default `no-store` (docs/requirements/hardening.md#hostile-requests).
 * Subresources lose {@link DOCUMENT_ONLY_HEADERS} (decision 0986); sets `res.locals.preview`.
 */
export function securityHeaders(opts: SecurityHeadersOptions): RequestHandler {
  const base = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // The login popup keeps its opener while at the identity provider (decision 0802).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // The visual editor frames the site in preview: CSP frame-ancestors decides.
    frameguard: false,
    strictTransportSecurity: opts.production,
    // Full Referer to our own pages only: the no-JavaScript zip form finds its way back by it (decision 0950).
    referrerPolicy: { policy: 'same-origin' },
  });
  const cspHeader = opts.production ? 'Content-Security-Policy' : 'Content-Security-Policy-Report-Only';
  const policyWith = (preview: boolean) => {
    const [before, after] = contentSecurityPolicy(NONCE_SLOT, preview, opts.production, opts.extraSources, opts.bridgeUrl).split(NONCE_SLOT);
    return (nonce: string) => before + nonce + after;
  };
  const policies = { public: policyWith(false), preview: policyWith(true) };
  return (req, res, next) => {
    const nonce = nextNonce();
    res.locals.cspNonce = nonce;
    let preview = false;
    if (opts.previewToken && req.url.includes('_storyblok')) preview = isPreviewRequest(req.url, opts.previewToken);
    res.locals.preview = preview;
    res.setHeader(cspHeader, (preview ? policies.preview : policies.public)(nonce));
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    res.setHeader('Cache-Control', 'no-store');
    onHeaders(res, dropDocumentHeadersFromSubresources);
    base(req, res, next);
  };
}

function dropDocumentHeadersFromSubresources(this: ServerResponse): void {
  if (!isSubresourceType(this.getHeader('Content-Type'))) return;
  for (const name of DOCUMENT_ONLY_HEADERS) this.removeHeader(name);
}
