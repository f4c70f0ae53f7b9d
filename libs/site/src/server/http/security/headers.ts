import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { isPreviewRequest } from '@silca/content';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import onHeaders from 'on-headers';

/** The Storyblok visual editor's origin: framing and its bridge script, verified previews only. */
export const EDITOR_ORIGIN = 'https://app.storyblok.com';

/**
 * Permissions-Policy of every response (docs/requirements/hardening.md#hardening-goals): the site uses no powerful browser feature,
 * so each is switched off for the page and anything it frames.
 */
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

/**
 * Headers only a document acts on (decision 0986): the CSP (documents and workers), the
 * Permissions-Policy, COOP and Origin-Agent-Cluster (documents), and helmet's legacy
 * X-XSS-Protection, X-DNS-Prefetch-Control and X-Download-Options (HTML). About 1 KB per answer.
 */
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

/**
 * Content types a browser never renders as a document that runs script: stylesheets, scripts
 * (the site starts no worker), JSON, Remix's single-fetch data (`text/x-script`, turbo-stream,
 * decision 1044: what `?_data=` answered as JSON), fonts and raster images. HTML, SVG, XML, PDF,
 * plain text and an answer without a type are documents for this rule.
 */
const SUBRESOURCE_TYPE =
  /^\s*(?:text\/css|text\/javascript|text\/x-script|application\/(?:javascript|json|manifest\+json)|image\/(?!svg)[\w.+-]+|font\/[\w.+-]+)\s*(?:;|$)/i;

/**
 * Whether an answer of this `Content-Type` is a subresource that {@link DOCUMENT_ONLY_HEADERS}
 * would only weigh down (decision 0986). `undefined` (no type yet) is not.
 */
export function isSubresourceType(contentType: string | number | readonly string[] | undefined): boolean {
  return typeof contentType === 'string' && SUBRESOURCE_TYPE.test(contentType);
}

/** Options of {@link securityHeaders}. */
export interface SecurityHeadersOptions {
  production: boolean;
  /** Preview token that verifies visual-editor requests (libs/content `isPreviewRequest`). */
  previewToken: string | undefined;
  /** The visual editor's bridge script (libs/content `bridgeUrl`): its origin is allowed in previews. */
  bridgeUrl?: string;
  /** Extra sources per CSP directive (another feature's origin, e.g. `connect-src`). */
  extraSources?: Record<string, string[]>;
}

/**
 * Content-Security-Policy for one response (docs/requirements/architecture.md#examples): nonce-based scripts; the
 * editor origin in `script-src`, `style-src` and `frame-ancestors` only when `preview` is true (a
 * request with a valid visual-editor token), so an ordinary page can neither load the bridge nor
 * be framed by the editor. Stylesheets and fonts come from the site itself only, never from any
 * `https:` origin (docs/requirements/hardening.md#response-header-bounds, decision 0997).
 */
export function contentSecurityPolicy(nonce: string, preview: boolean, production: boolean, extra: Record<string, string[]> = {}, bridgeUrl?: string): string {
  const editor = preview ? [EDITOR_ORIGIN] : [];
  // A configured bridge script elsewhere than the editor's origin (STORYBLOK_BRIDGE_URL, docs/requirements/content.md#visual-editor).
  const bridgeOrigin = preview && bridgeUrl ? new URL(bridgeUrl).origin : null;
  const bridge = bridgeOrigin && bridgeOrigin !== EDITOR_ORIGIN ? [bridgeOrigin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    // The site's fonts are the system's (libs/ui tokens): no font is fetched from anywhere else (decision 0997).
    'font-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...editor],
    'img-src': ["'self'", 'data:', 'https://a.storyblok.com'],
    'object-src': ["'none'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...editor, ...bridge],
    'script-src-attr': ["'none'"],
    // Own stylesheets and inline styles; a verified preview also the editor's and bridge's origins,
    // whose script may add its outline styles (decision 0997). No `https:` wildcard.
    'style-src': ["'self'", "'unsafe-inline'", ...editor, ...bridge],
    'connect-src': ["'self'", ...(production ? [] : ['ws:'])],
  };
  for (const [name, sources] of Object.entries(extra)) directives[name] = [...(directives[name] ?? ["'self'"]), ...sources];
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(' ')}`)
    .join('; ');
}

/** Stands for the nonce while a policy is built once (a character no source list contains). */
const NONCE_SLOT = '\u0000';

/** Random bytes for nonces, drawn from the CSPRNG 4 KB at a time (one call per 256 nonces). */
const noncePool = Buffer.alloc(4096);
let noncePoolAt = noncePool.length;

/** A fresh nonce: 16 bytes of the CSPRNG, base64 (each pool byte is used once). */
function nextNonce(): string {
  if (noncePoolAt + 16 > noncePool.length) {
    crypto.randomFillSync(noncePool);
    noncePoolAt = 0;
  }
  noncePoolAt += 16;
  return noncePool.toString('base64', noncePoolAt - 16, noncePoolAt);
}

/**
 * The first middleware of the site (docs/requirements/hardening.md#hardening-goals): every response, including the path and request
 * screens' 301/400/404/405 and Express's own errors, carries helmet's headers (nosniff,
 * Referrer-Policy, COOP, CORP, HSTS in production...), a per-response CSP nonce
 * (`res.locals.cspNonce`), the CSP (report-only outside production), Permissions-Policy, and a
 * `Cache-Control: no-store` that later handlers override when they know better (public pages,
 * static files). An answer that turns out to be a script, stylesheet, JSON, font or raster image
 * loses {@link DOCUMENT_ONLY_HEADERS} as its headers are written (decision 0986); nosniff, CORP,
 * HSTS, Referrer-Policy (it governs a stylesheet's own fetches) and Cache-Control stay. Also sets
 * `res.locals.preview` (verified visual-editor request).
 */
export function securityHeaders(opts: SecurityHeadersOptions): RequestHandler {
  const base = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // The login popup keeps its opener while it shows the identity provider (decision 0802);
    // other sites' windows that open ours are still cut off.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // The Storyblok visual editor frames the site in preview: CSP frame-ancestors decides.
    frameguard: false,
    strictTransportSecurity: opts.production,
    // Full Referer to our own pages only (a no-JavaScript zip form finds its way back by it,
    // decision 0950); other sites get none, as under helmet's default no-referrer.
    referrerPolicy: { policy: 'same-origin' },
  });
  const cspHeader = opts.production ? 'Content-Security-Policy' : 'Content-Security-Policy-Report-Only';
  // The policy is the same for every response but its nonce: built once per preview state.
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

/** `on-headers` listener of {@link securityHeaders}: decided by the answer's final Content-Type. */
function dropDocumentHeadersFromSubresources(this: ServerResponse): void {
  if (!isSubresourceType(this.getHeader('Content-Type'))) return;
  for (const name of DOCUMENT_ONLY_HEADERS) this.removeHeader(name);
}
