import type { NextFunction, Request, Response } from 'express';
import { ASSET_URL_START, grantedRoles, isAssetPath, mayView } from '@silca/content';
import { ROLE_PARTNER, type AuthUser } from '@silca/auth/shared';
import type { AccessMap, RequestScope } from '@silca/content';
import { requestScopeOf } from '../server/http/security/visitor-scope';
import type { FileLinkSigner } from './file-links.server';
import { relayFile } from './file-relay.server';

/** Path prefix of extranet files behind the session check (docs/requirements/extranet.md#extranet-goals). */
export const EXTRANET_FILES_PREFIX = '/_extranet-assets';
/** Path prefix of the signed links the session route grants (decisions 0800 and 0962). */
export const SIGNED_ASSETS_PREFIX = '/_signed-assets';

type Handler = (req: Request, res: Response, next: NextFunction) => void;

/** Options of {@link extranetFiles}. */
export interface ExtranetFilesOptions {
  /** The user of a request's cookies, or null (libs/auth `getUser`). */
  getUser(cookie: string): Promise<AuthUser | null>;
  /** The authorization policy's current map for the request (decision 0860); throws when it cannot be built (503). */
  policy(request: RequestScope | undefined): Promise<AccessMap>;
  /** Signs the link a partner is redirected to (file-links.server.ts). */
  links: FileLinkSigner;
  /**
   * The public URL of a file anyone may see (a product image shown on a partner sheet): the
   * embedded `/_assets/f/...` or the asset host's `https://a.storyblok.com/f/...`.
   */
  publicUrl(assetPath: string): string;
}

/** Options of {@link signedFiles}. */
export interface SignedFilesOptions {
  /** The authorization policy's current map for the request (decision 0860); throws when it cannot be built (503). */
  policy(request: RequestScope | undefined): Promise<AccessMap>;
  /** Verifies the link's roles, expiry and path (file-links.server.ts). */
  links: FileLinkSigner;
  /**
   * The asset host's signed, expiring URL of `/f/...`, or null when the space has none (libs/content
   * `signedAssetUrl`, Storyblok `cdn/assets/me`). Throws when the CMS is unavailable.
   */
  signedUrl(assetPath: string, request: RequestScope | undefined): Promise<string | null>;
  /** Whether the bytes may be fetched from this URL (the asset hosts over https; the embedded space's own origin). */
  isAssetHostUrl(url: string): boolean;
  /** Milliseconds to wait for the asset host's answer headers (then 503). */
  headersTimeoutMs?: number;
  /** The fetch to use (tests). */
  fetch?: typeof fetch;
  /** Logs a failure to sign or fetch (the visitor gets a 503). */
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
 * Express middleware of `/_extranet-assets/f/...` (docs/requirements/extranet.md#no-leaks, decisions 0800 and 0962): the one
 * way extranet pages link documents and images, in both content modes. Anonymous: 401;
 * signed-up users without the partner role: 403; a partner the policy does not let see the
 * file (decision 0860: the roles of the stories that reference it; a file no story references is
 * for editors only): 403; a malformed path: 404; the policy unavailable: 503 `Retry-After: 5`.
 * A public file (a product image on a partner sheet): `302` to its public URL. Otherwise `302` to a signed link on {@link SIGNED_ASSETS_PREFIX} that carries the fewest of
 * the partner's roles that open the file, and expires. Every answer is `private, no-store`,
 * `Vary: Cookie`, `Referrer-Policy: no-referrer` (no shared cache keeps a link, no page leaks it).
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
        // A public file (no role needed) needs no signed link: its public URL, as anyone gets it.
        if (!roles.length) return res.redirect(302, opts.publicUrl(assetPath));
        res.redirect(302, `${SIGNED_ASSETS_PREFIX}${assetPath}?${opts.links.sign(assetPath, roles)}`);
      })
      .catch(next);
  };
}

/**
 * Express middleware of `/_signed-assets/f/...?roles=&exp=&sig=` (decision 0962): serves a file
 * on a link the session route granted, without a cookie. A missing or tampered signature, or a
 * link for another path: 403 `Forbidden`; past its expiry: 403 `Link expired`; roles the policy
 * no longer lets see the file (it moved to another folder): 403. Then it asks the CMS for the
 * asset host's signed URL (Storyblok `cdn/assets/me`) and streams the file from it
 * ({@link relayFile}: ranges, HEAD, 304). Unknown file: 404; CMS or asset host busy, slow or
 * down: 503 `Retry-After: 5`. Every answer is `private, no-store, no-transform`, `Referrer-Policy: no-referrer`.
 */
export function signedFiles(opts: SignedFilesOptions): Handler {
  return (req, res, next) => {
    // no-transform: the bytes and lengths of the asset host go out as they are (no compression of ranges).
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

/**
 * Points every asset URL of extranet loader data at the session-checked route, in both modes:
 * strings starting with `/_assets/f/` (embedded) or a Storyblok asset host's `/f/`
 * (`https://a.storyblok.com/f/...`) become `/_extranet-assets/f/...`.
 */
export function toExtranetAssetUrls<T>(data: T): T {
  return withExtranetAssetUrls(data, 0) as T;
}

/**
 * The walk behind {@link toExtranetAssetUrls}: a copy of JSON-shaped data with asset URLs
 * rewritten (it replaced a JSON round trip, which cost a partner page two full passes over its
 * loader data and a parse). Values with `toJSON` (dates) become what JSON would
 * make of them; `undefined` members and functions are dropped, as JSON drops them.
 */
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
