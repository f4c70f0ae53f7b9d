import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerBuild } from '@remix-run/node';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { makeCopy, storedEncodingFor, type EncodedCopies } from './page-cache/encoded-copies';

/** URL prefix of combined stylesheets: `/assets/css/{i}.{j}...css` (indices into the build's CSS files). */
export const STYLE_BUNDLE_PREFIX = '/assets/css/';

/** More files than this in one bundle URL is no URL the site writes: 404. */
const MAX_FILES_PER_BUNDLE = 96;

/**
 * Bundles whose text and compressed copies are kept (decision 0983): a market's pages use a few
 * dozen; any valid index list is a bundle, so the count is bounded, least recently used out.
 */
const KEPT_BUNDLES = 128;

/** The combined stylesheets of one production build (decision 0780). */
export interface StyleBundles {
  /**
   * One stylesheet combining `files` (build paths such as `/assets/Hero-x.css` or
   * `assets/Hero-x.css`), in their order, duplicates and the route modules' files left out (Remix
   * links those itself, `<Links/>`); unknown files are skipped (they cannot be served). `href` is
   * null when nothing is left. `files` lists what it combines as `/assets/...` paths, in its order.
   */
  pageBundle(files: readonly string[]): { href: string | null; files: string[] };
  /**
   * Express handler of `STYLE_BUNDLE_PREFIX`: the combined CSS, immutable for a year; from kept
   * Brotli or gzip copies once a bundle has been asked for twice (decision 0983).
   */
  handler: RequestHandler;
}

const normalise = (file: string) => '/' + file.replace(/^\/+/, '');

/**
 * Combines the stylesheets of a page's template and blocks into one request (decision 0780); the
 * route modules' CSS is Remix's, linked by `<Links/>` from the build's manifest, which is left as
 * built (decision 1040). Bundle URLs list indices into the sorted CSS files of the build, so any
 * instance of the same build serves any bundle, and they are content-addressed (file names carry
 * content hashes): cached for a year. Reads `{clientDir}/assets/*.css` once; throws if the folder
 * cannot be read.
 */
export function createStyleBundles(build: ServerBuild, clientDir: string): StyleBundles {
  const assetsDir = path.join(clientDir, 'assets');
  const files = readdirSync(assetsDir)
    .filter((name) => name.endsWith('.css'))
    .sort()
    .map((name) => `/assets/${name}`);
  const indexOf = new Map(files.map((file, i) => [file, i]));
  const contents = new Map<string, string>();
  const read = (i: number) => {
    const file = files[i]!;
    let text = contents.get(file);
    if (text === undefined) contents.set(file, (text = readFileSync(path.join(clientDir, file), 'utf8')));
    return text;
  };

  // The route modules' own files: Remix links them, so no page bundle holds them again.
  const baseSet = new Set(Object.values(build.assets.routes).flatMap((route) => (route?.css ?? []).map(normalise)));

  // Indices of the known files of `list`, each once, in order.
  const idsOf = (list: readonly string[]): number[] => {
    const ids: number[] = [];
    for (const file of list) {
      const i = indexOf.get(normalise(file));
      if (i !== undefined && !ids.includes(i)) ids.push(i);
    }
    return ids;
  };
  const hrefOf = (ids: readonly number[]): string | null => (ids.length ? `${STYLE_BUNDLE_PREFIX}${ids.join('.')}.css` : null);

  // The combined text of a bundle and its Brotli and gzip copies, made once in the background
  // (as the page cache's, encoded-copies.ts) when a bundle is asked for a second time, so a flood
  // of made-up index lists costs no compression at the best levels; until then `compression` answers.
  const kept = new LRUCache<string, { body: Buffer; copies: EncodedCopies; asked: number }>({ max: KEPT_BUNDLES });
  const bundleOf = (key: string, ids: number[]) => {
    let bundle = kept.get(key);
    if (!bundle) kept.set(key, (bundle = { body: Buffer.from(ids.map(read).join('\n')), copies: {}, asked: 0 }));
    bundle.asked += 1;
    return bundle;
  };

  const handler: RequestHandler = (req, res) => {
    const match = /^\/?((?:\d{1,4}\.){0,95}\d{1,4})\.css$/.exec(req.path);
    const ids = match ? match[1]!.split('.').map(Number) : [];
    if (!match || ids.length > MAX_FILES_PER_BUNDLE || ids.some((i) => i >= files.length)) {
      res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
      return;
    }
    const bundle = bundleOf(match[1]!, ids);
    res.set('Cache-Control', 'public, max-age=31536000, immutable').type('text/css');
    const encoding = storedEncodingFor(req);
    const copy = encoding ? bundle.copies[encoding] : undefined;
    if (encoding && copy) {
      res.set({ 'Content-Encoding': encoding, Vary: 'Accept-Encoding', 'Content-Length': String(copy.byteLength) });
      res.end(req.method === 'HEAD' ? undefined : copy);
      return;
    }
    // A failed compression leaves the copy absent: this answer and later ones stay as before.
    if (encoding && bundle.asked > 1) makeCopy(bundle.copies, bundle.body, encoding, () => {});
    res.send(bundle.body);
  };

  return {
    pageBundle: (list) => {
      const ids = idsOf(list.filter((file) => !baseSet.has(normalise(file))));
      return { href: hrefOf(ids), files: ids.map((i) => files[i]!) };
    },
    handler,
  };
}
