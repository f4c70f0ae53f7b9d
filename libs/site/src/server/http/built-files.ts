import path from 'node:path';
import express from 'express';
import { precompressedFiles } from './precompressed-files';
import { STYLE_BUNDLE_PREFIX, type StyleBundles } from './style-bundles';

/**
 * Express router serving the client files of a production build (`{appRoot}/build/client`):
 * the combined style bundles, fingerprinted `/assets/*` cached for a year (immutable; from the
 * build's Brotli and gzip copies when the browser accepts them, decision 0983), and the
 * other files of `public/` for an hour. Paths without an extension (pages) pass on without a
 * file-system lookup.
 */
export function builtFiles(appRoot: string, styles: StyleBundles | null): express.Router {
  const router = express.Router();
  const client = path.join(appRoot, 'build/client');
  // Fingerprinted files: cache for a year. Everything else in public/: an hour.
  if (styles) router.use(STYLE_BUNDLE_PREFIX, styles.handler);
  // `setHeaders` replaces the security screen's default `no-store`, which serve-static would keep.
  const cacheFor = (value: string) => (res: express.Response) => res.setHeader('Cache-Control', value);
  const immutable = 'public, max-age=31536000, immutable';
  router.use('/assets', precompressedFiles(path.join(client, 'assets'), { cacheControl: immutable }));
  router.use('/assets', express.static(path.join(client, 'assets'), { index: false, setHeaders: cacheFor(immutable) }));
  // The icons keep their unversioned names (browsers ask /favicon.ico on their own): a week, and
  // a month more served stale while a fresh copy is fetched.
  const icons = express.static(client, { index: false, setHeaders: cacheFor('public, max-age=604800, stale-while-revalidate=2592000') });
  router.get(['/favicon.ico', '/favicon.svg'], icons);
  // Files of public/ all have an extension; pages never do: no stat (and no 404 error object) per page.
  const publicFiles = express.static(client, { index: false, setHeaders: cacheFor('public, max-age=3600') });
  router.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  return router;
}
