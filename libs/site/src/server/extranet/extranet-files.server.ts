import type { NextFunction, Request, Response } from 'express';
import { ASSET_URL_START, isAssetPath } from '@silca/content';
import { ROLE_PARTNER, type AuthUser } from '@silca/auth/shared';
import type { AccessMap } from '@silca/content';

/** Path prefix of extranet files behind the session check (docs/requirements/extranet.md#extranet-goals). */
export const EXTRANET_FILES_PREFIX = '/_extranet-assets';
/** Where the embedded space's signed URLs of private files point (decision 0800). */
export const SIGNED_ASSETS_PREFIX = '/_signed-assets';

type Handler = (req: Request, res: Response, next: NextFunction) => void;

/** Options of {@link extranetFiles}. */
export interface ExtranetFilesOptions {
  /** The user of a request's cookies, or null (libs/auth `getUser`). */
  getUser(cookie: string): Promise<AuthUser | null>;
  /** The authorization policy's current map (decision 0860); throws when it cannot be built (503). */
  policy(): Promise<AccessMap>;
  /**
   * A signed, expiring URL of the asset `/f/...`, or null when the space has none (libs/content
   * `signedAssetUrl`, Storyblok `cdn/assets/me`). Throws when the CMS is unavailable.
   */
  signedUrl(assetPath: string): Promise<string | null>;
  /** Logs a failure to sign (the visitor gets a 503). */
  onError?(error: unknown): void;
}

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie', 'Referrer-Policy': 'no-referrer' } as const;

/** A redirect target we accept from the CMS: a same-site path or an https URL. */
function isSafeTarget(url: string): boolean {
  return /^\/(?![/\\])/.test(url) || /^https:\/\/[^/\\]+\//.test(url);
}

/**
 * Express middleware of `/_extranet-assets/f/...` (docs/requirements/extranet.md#extranet-goals, docs/requirements/extranet.md#no-leaks, decision 0800): the one
 * way extranet pages link documents and images, in both content modes. Anonymous: 401;
 * signed-up users without the partner role: 403; a partner the policy does not let see the
 * file (decision 0860: the roles of the stories that reference it; a file no story references is
 * for editors only): 403. Otherwise it asks the CMS for a signed,
 * expiring URL of the file and answers `302` to it. Malformed paths and unknown files: 404; CMS
 * busy or down (or no asset token): 503 `Retry-After: 5`. Every answer is
 * `private, no-store`, `Vary: Cookie`, `Referrer-Policy: no-referrer` (no shared cache keeps a
 * link, no page leaks it).
 */
export function extranetFiles(opts: ExtranetFilesOptions): Handler {
  return (req, res, next) => {
    res.set(PRIVATE);
    const text = (status: number, body: string) => void res.status(status).type('text/plain').send(body);
    if (req.method !== 'GET' && req.method !== 'HEAD') return text(405, 'Method not allowed');
    opts
      .getUser(req.headers.cookie ?? '')
      .then(async (user) => {
        if (!user) return text(401, 'Unauthorized');
        if (!user.roles.includes(ROLE_PARTNER)) return text(403, 'Forbidden');
        const assetPath = (req.url ?? '/').split('?')[0] ?? '';
        if (!isAssetPath(assetPath)) return text(404, 'Not found');
        let target: string | null;
        try {
          const map = await opts.policy();
          if (!map.canSeeAsset(user.roles, assetPath)) return text(403, 'Forbidden');
          target = await opts.signedUrl(assetPath);
        } catch (error) {
          opts.onError?.(error);
          res.set('Retry-After', '5');
          return text(503, 'Files are unavailable right now, please try again shortly.');
        }
        if (!target || !isSafeTarget(target)) return text(404, 'Not found');
        res.redirect(302, target);
      })
      .catch(next);
  };
}

/**
 * Points every asset URL of extranet loader data at the session-checked route, in both modes:
 * strings starting with `/_assets/f/` (embedded) or a Storyblok asset host's `/f/`
 * (`https://a.storyblok.com/f/...`) become `/_extranet-assets/f/...`.
 */
export function toExtranetAssetUrls<T>(data: T): T {
  return JSON.parse(JSON.stringify(data).replace(ASSET_URL_START, `"${EXTRANET_FILES_PREFIX}/f/`)) as T;
}
