import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response } from 'express';
import { isAssetPath, signAssetPath, verifyAssetSignature } from '@silca/content';
import type { AssetHandler } from './assets';
import { resolveAssetPath } from './assets';

/** Options of {@link createAssetsMeHandler}. */
export interface AssetsMeOptions {
  assetsRoot: string;
  /** Asset tokens accepted (STORYBLOK_ASSET_TOKEN, default `local-asset`). */
  assetTokens: string[];
  /** True for `f/...` paths only partners may fetch (the store's extranet assets). */
  isPrivate(assetPath: string): boolean;
  /** Base of signed URLs (the embedded server's `/private`) and of public ones (`/_assets`). */
  privateBaseUrl(): string;
  publicBaseUrl(): string;
  secret: string;
  ttlS: number;
  now(): number;
}

const NOT_FOUND = ['This record could not be found'];

/**
 * The embedded `GET /v2/cdn/assets/me?token=&filename=` (docs/requirements/extranet.md#private-files,
 * decision 0800): `filename` is the asset's full URL; a private file's `signed_url` is
 * `{privateBaseUrl}/f/...?exp=&sig=`, a public file's its public URL. 401 without an asset token,
 * 404 for no such file. Never cached.
 */
export function createAssetsMeHandler(opts: AssetsMeOptions) {
  const root = path.resolve(opts.assetsRoot);
  return (req: Request, res: Response): void => {
    res.set('Cache-Control', 'no-store');
    const query = new URL(req.originalUrl, 'http://local').searchParams;
    if (!opts.assetTokens.includes(query.get('token') ?? '')) return void res.status(401).json({ error: 'Unauthorized' });
    let assetPath = '';
    try {
      const url = new URL(query.get('filename') ?? '');
      assetPath = url.pathname;
    } catch {
      return void res.status(404).json(NOT_FOUND);
    }
    const resolved = isAssetPath(assetPath) ? resolveAssetPath(root, assetPath) : null;
    if (!resolved) return void res.status(404).json(NOT_FOUND);
    void stat(resolved.file)
      .then((info) => {
        if (!info.isFile()) return void res.status(404).json(NOT_FOUND);
        const relative = path.relative(root, resolved.file).split(path.sep).join('/');
        const isPrivate = opts.isPrivate(relative);
        const signed = isPrivate
          ? `${opts.privateBaseUrl()}${assetPath}?${signAssetPath(opts.secret, assetPath, opts.now() + opts.ttlS)}`
          : `${opts.publicBaseUrl()}${assetPath}`;
        res.status(200).json({
          asset: {
            filename: `${opts.publicBaseUrl()}${assetPath}`,
            signed_url: signed,
            is_private: isPrivate,
            content_length: info.size,
            content_type: null,
            title: path.basename(resolved.file),
            alt: null,
            copyright: null,
            focus: null,
            asset_folder_id: null,
            created_at: info.mtime.toISOString(),
            expire_at: null,
          },
        });
      })
      .catch(() => res.status(404).json(NOT_FOUND));
  };
}

/**
 * Serves a file only on a valid signed URL (decision 0800); otherwise 403 `private, no-store`.
 * Safe to mount on a public path.
 */
export function requireSignature(handler: AssetHandler, secret: string, now: () => number): AssetHandler {
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const check = verifyAssetSignature(secret, url.pathname, url.searchParams, now());
    if (check !== 'valid') {
      res
        .status(403)
        .set({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })
        .type('text/plain')
        .send(check === 'expired' ? 'Link expired' : 'Forbidden');
      return;
    }
    handler(req, res, next);
  };
}
