import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerBuild } from '@remix-run/node';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { makeCopy, storedEncodingFor, type EncodedCopies } from './page-cache/encoded-copies';

/** `/assets/css/{i}.{j}...css`: indices into the build's CSS files. */
export const STYLE_BUNDLE_PREFIX = '/assets/css/';

const MAX_FILES_PER_BUNDLE = 96;

/** Bundles kept with their copies (decision 0983), least recently used out: any index list is a bundle. */
const KEPT_BUNDLES = 128;

export interface StyleBundles {
  /**
   * One stylesheet of `files` in order, without duplicates, route modules' CSS (Remix links it) or unknown files; `href` null when empty.
   */
  pageBundle(files: readonly string[]): { href: string | null; files: string[] };
  /** Serves `STYLE_BUNDLE_PREFIX`, immutable for a year; from compressed copies once asked twice (decision 0983). */
  handler: RequestHandler;
}

const normalise = (file: string) => '/' + file.replace(/^\/+/, '');

/** One stylesheet request per page's templates and blocks (decisions 0780, 1040), by index into the build's CSS; throws without the folder. */
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

  const baseSet = new Set(Object.values(build.assets.routes).flatMap((route) => (route?.css ?? []).map(normalise)));

  const idsOf = (list: readonly string[]): number[] => {
    const ids: number[] = [];
    for (const file of list) {
      const i = indexOf.get(normalise(file));
      if (i !== undefined && !ids.includes(i)) ids.push(i);
    }
    return ids;
  };
  const hrefOf = (ids: readonly number[]): string | null => (ids.length ? `${STYLE_BUNDLE_PREFIX}${ids.join('.')}.css` : null);

  // Copies are made on the second request, so made-up index lists cost no best-level compression.
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
