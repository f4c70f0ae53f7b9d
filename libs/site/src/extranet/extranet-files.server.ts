import type { NextFunction, Request, Response } from 'express';
import { ASSET_URL_START, grantedRoles, isAssetPath, mayView } from '@silca/content';
import { ROLE_PARTNER, type AuthUser } from '@silca/auth/shared';
import type { AccessMap, RequestScope } from '@silca/content';
import { requestScopeOf } from '../server/http/security/visitor-scope';
import type { FileLinkSigner } from './file-links.server';
import { relayFile } from './file-relay.server';

/** Path prefix of extranet files behind the session check (docs/requirements/extranet.md#no-leaks). */
export const EXTRANET_FILES_PREFIX = '/_extranet-assets';
/** Prefix of the signed links the session route grants (decision 0962). */
export const SIGNED_ASSETS_PREFIX = '/_signed-assets';

type Handler = (req: Request, res: Response, next: NextFunction) => void;

export interface ExtranetFilesOptions {
  getUser(cookie: string): Promise<AuthUser | null>;
  /** Throws when the map cannot be built (503). */
  policy(request: RequestScope | undefined): Promise<AccessMap>;
  links: FileLinkSigner;
  /** The public URL of a file anyone may see (embedded `/_assets/f/...` or the asset host's). */
  publicUrl(assetPath: string): string;
}

export interface SignedFilesOptions {
  /** Throws when the map cannot be built (503). */
  policy(request: RequestScope | undefined): Promise<AccessMap>;
  links: FileLinkSigner;
  /** The asset host's signed URL of `/f/...`, or null without one; throws when the CMS is unavailable. */
  signedUrl(assetPath: string, request: RequestScope | undefined): Promise<string | null>;
  /** The asset hosts over https, or the embedded space's origin. */
  isAssetHostUrl(url: string): boolean;
  /** Ms to wait for the asset host's headers, then 503. */
  headersTimeoutMs?: number;
  fetch?: typeof fetch;
  onError?(error: unknown): void;
}

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie', 'Referrer-Policy': 'no-referrer' } as const;

const plainText = (res: Response) => (status: number, body: string) => void res.status(status).type('text/plain').send(body);

function unavailable(res: Response, onError: ((error: unknown) => void) | undefined, error: unknown): void {
  onError?.(error);
  if (res.headersSent) return void res.destroy();
  res.set('Retry-After', '5');
  plainText(res)(503, 'Files are unavailable right now, please try again shortly.');
}

/**
 * `/_extranet-assets/f/...` (decisions 0800, 0860, 0962): 401, 403, 404 or 503; else 302 to the public or a signed link. Private.
 * (docs/requirements/extranet.md#no-leaks).
 */
export function extranetFiles(opts: ExtranetFilesOptions): Handler {
  return (req, res, next) => {
    res.set(PRIVATE);
    const text = plainText(res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return text(405, 'Method not allowed');
    opts
      .getUser(req.headers.cookie ?? '')
      .then(async (user) => {
        if (!user) return text(401, 'Unauthorized');
        if (!user.roles.includes(ROLE_PARTNER)) return text(403, 'Forbidden');
        const assetPath = (req.url ?? '/').split('?')[0] ?? '';
        if (!isAssetPath(assetPath)) return text(404, 'Not found');
        let map: AccessMap;
        try {
          map = await opts.policy(requestScopeOf(res));
        } catch (error) {
          return unavailable(res, undefined, error);
        }
        const roles = grantedRoles(user.roles, map.ruleForAsset(assetPath));
        if (!roles) return text(403, 'Forbidden');
        if (!roles.length) return res.redirect(302, opts.publicUrl(assetPath));
        res.redirect(302, `${SIGNED_ASSETS_PREFIX}${assetPath}?${opts.links.sign(assetPath, roles)}`);
      })
      .catch(next);
  };
}

/** Streams a file on a granted link without a cookie (decision 0962): 403 bad or expired, 404 unknown, 503 unavailable. */
export function signedFiles(opts: SignedFilesOptions): Handler {
  return (req, res, next) => {
    // no-transform: the asset host's bytes and lengths go out as they are (ranges).
    res.set({ ...PRIVATE, 'Cache-Control': 'private, no-store, no-transform' });
    const text = plainText(res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return text(405, 'Method not allowed');
    const url = new URL(req.url ?? '/', 'http://local');
    const assetPath = (req.url ?? '/').split('?')[0] ?? '';
    if (!isAssetPath(assetPath)) return text(404, 'Not found');
    const link = opts.links.verify(assetPath, url.searchParams);
    if (link.kind !== 'valid') return text(403, link.kind === 'expired' ? 'Link expired' : 'Forbidden');
    (async () => {
      let target: string | null;
      try {
        const map = await opts.policy(requestScopeOf(res));
        if (!mayView(link.roles, map.ruleForAsset(assetPath))) return text(403, 'Forbidden');
        target = await opts.signedUrl(assetPath, requestScopeOf(res));
      } catch (error) {
        return unavailable(res, opts.onError, error);
      }
      if (!target || !opts.isAssetHostUrl(target)) return text(404, 'Not found');
      try {
        const outcome = await relayFile(req, res, target, { headersTimeoutMs: opts.headersTimeoutMs ?? 15_000, fetch: opts.fetch });
        if (outcome === 'missing') text(404, 'Not found');
      } catch (error) {
        unavailable(res, opts.onError, error);
      }
    })().catch(next);
  };
}

/** Points the asset URLs (`/_assets/f/`, an asset host's `/f/`) of extranet loader data at `/_extranet-assets/f/`. */
export function toExtranetAssetUrls<T>(data: T): T {
  return withExtranetAssetUrls(data, 0) as T;
}

/** Copy of JSON-shaped data with asset URLs rewritten, dropping what JSON drops. */
function withExtranetAssetUrls(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return ASSET_URL_START.test(value) ? value.replace(ASSET_URL_START, `${EXTRANET_FILES_PREFIX}/f/`) : value;
  if (value === null || typeof value !== 'object' || depth > 200) return value;
  if (Array.isArray(value)) return value.map((v) => (v === undefined || typeof v === 'function' ? null : withExtranetAssetUrls(v, depth + 1)));
  const json = (value as { toJSON?: () => unknown }).toJSON;
  if (typeof json === 'function') return withExtranetAssetUrls(json.call(value), depth + 1);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined && typeof v !== 'function') out[k] = withExtranetAssetUrls(v, depth + 1);
  return out;
}
