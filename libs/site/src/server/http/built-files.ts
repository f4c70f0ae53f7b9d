import path from 'node:path';
import express from 'express';
import { precompressedFiles } from './precompressed-files';
import { STYLE_BUNDLE_PREFIX, type StyleBundles } from './style-bundles';

/** Client files: fingerprinted assets immutable from precompressed copies (decision 0983), `public/` an hour. */
export function builtFiles(appRoot: string, styles: StyleBundles | null): express.Router {
  const router = express.Router();
  const client = path.join(appRoot, 'build/client');
  if (styles) router.use(STYLE_BUNDLE_PREFIX, styles.handler);
  // `setHeaders` replaces the security screen's default `no-store`, which serve-static would keep.
  const cacheFor = (value: string) => (res: express.Response) => res.setHeader('Cache-Control', value);
  const immutable = 'public, max-age=31536000, immutable';
  router.use('/assets', precompressedFiles(path.join(client, 'assets'), { cacheControl: immutable }));
  router.use('/assets', express.static(path.join(client, 'assets'), { index: false, setHeaders: cacheFor(immutable) }));
  // Unversioned icon names (browsers ask /favicon.ico themselves): a week, a month more stale.
  const icons = express.static(client, { index: false, setHeaders: cacheFor('public, max-age=604800, stale-while-revalidate=2592000') });
  router.get(['/favicon.ico', '/favicon.svg'], icons);
  // Files of public/ have an extension and pages never do: no stat per page.
  const publicFiles = express.static(client, { index: false, setHeaders: cacheFor('public, max-age=3600') });
  router.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  return router;
}
