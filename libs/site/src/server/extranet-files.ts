import type { NextFunction, Request, Response } from 'express';
import { ROLE_PARTNER, type AuthUser } from '@silca/auth/shared';

/** Path prefix of extranet files behind the session check (issue 9). */
export const EXTRANET_FILES_PREFIX = '/_extranet-assets';
/** Public asset prefix of the embedded space (libs/content `assetBaseUrl`). */
export const PUBLIC_ASSETS_PREFIX = '/_assets';

type Handler = (req: Request, res: Response, next: NextFunction) => void;

/** Options of {@link extranetFiles}. */
export interface ExtranetFilesOptions {
  /** The partner of a request's cookies, or null (libs/auth `getUser`). */
  getUser(cookie: string): Promise<AuthUser | null>;
  /** libs/content's `extranetAssetHandler`: extranet-only files, 404 for any other. */
  privateHandler: Handler;
  /** libs/content's public `assetHandler` (files an extranet page shares with public pages). */
  publicHandler: Handler;
}

/**
 * Asks the private handler, with a HEAD request it answers without a body, whether a file is
 * an extranet file (200) or not (404).
 */
function isPrivateFile(handler: Handler, url: string): Promise<boolean> {
  const file = url.split('/m/')[0]?.replace(/\/m$/, '') ?? url;
  return new Promise((resolve) => {
    let status = 200;
    const res = {
      status(code: number) {
        status = code;
        return res;
      },
      set: () => res,
      type: () => res,
      send: () => resolve(status === 200),
      end: () => resolve(status === 200),
    };
    handler({ method: 'HEAD', url: file } as Request, res as unknown as Response, () => resolve(false));
  });
}

/**
 * Express middleware of `/_extranet-assets/*` (issue 9, DESIGN.md 7): extranet documents and
 * images only for a partner session. Anonymous: 401; signed-up users without the partner role:
 * 403; both `private, no-store`. For a partner, extranet files come from the private handler
 * (`private, no-store`), and files the extranet shares with public pages from the public one.
 * Every answer varies by cookie.
 */
export function extranetFiles(opts: ExtranetFilesOptions): Handler {
  return (req, res, next) => {
    res.set('Vary', 'Cookie');
    opts
      .getUser(req.headers.cookie ?? '')
      .then(async (user) => {
        if (!user || !user.roles.includes(ROLE_PARTNER)) {
          res.status(user ? 403 : 401).set('Cache-Control', 'private, no-store').type('text/plain').send(user ? 'Forbidden' : 'Unauthorized');
          return;
        }
        const url = req.url ?? '/';
        if (await isPrivateFile(opts.privateHandler, url)) return opts.privateHandler(req, res, next);
        return opts.publicHandler(req, res, next);
      })
      .catch(next);
  };
}

/**
 * Points the embedded space's asset URLs of extranet loader data at the session-checked route:
 * `/_assets/f/...` -> `/_extranet-assets/f/...` (strings anywhere in the JSON).
 */
export function toExtranetAssetUrls<T>(data: T): T {
  return JSON.parse(JSON.stringify(data).split(`"${PUBLIC_ASSETS_PREFIX}/f/`).join(`"${EXTRANET_FILES_PREFIX}/f/`)) as T;
}
