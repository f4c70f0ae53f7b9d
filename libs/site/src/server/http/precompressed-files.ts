import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import Negotiator from 'negotiator';

/** Encodings served from a build's compressed copies, best first, with the suffix of each copy. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

type Encoding = (typeof ENCODINGS)[number]['name'];

/** `Content-Type` of the file kinds the build compresses (precompress-plugin.ts). */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

interface Variant {
  body: Buffer;
  etag: string;
}

/** Options of {@link precompressedFiles}. */
export interface PrecompressedFilesOptions {
  /** `Cache-Control` of every answer (the folder's files are fingerprinted: immutable). */
  cacheControl: string;
}

/**
 * Express handler answering a file of `dir` from the compressed copies the build wrote beside it
 * (`{name}.br`, `{name}.gz`, decision 0983), held in memory (about 0.5 MB for a market's build):
 * no compression per request. The client's best of the copies the file has (q-values honoured,
 * Brotli on a tie); `Vary:
 * Accept-Encoding`, a strong ETag per copy, 304 to a matching `If-None-Match`, HEAD without a body.
 * Anything else (no copy, identity only, another method, a subfolder) passes to `next()`, where
 * `express.static` and the `compression` middleware answer as before. Reads the folder once, at
 * creation; a missing folder serves nothing.
 */
export function precompressedFiles(dir: string, options: PrecompressedFilesOptions): RequestHandler {
  const files = new Map<string, Partial<Record<Encoding, Variant>>>();
  const names = existsSync(dir) ? readdirSync(dir) : [];
  const present = new Set(names);
  for (const name of names) {
    if (!TYPES[path.extname(name)]) continue;
    const variants: Partial<Record<Encoding, Variant>> = {};
    for (const { name: encoding, suffix } of ENCODINGS) {
      if (!present.has(name + suffix)) continue;
      const body = readFileSync(path.join(dir, name + suffix));
      variants[encoding] = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    }
    if (Object.keys(variants).length > 0) files.set(`/${name}`, variants);
  }

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const variants = files.get(req.path);
    if (!variants) return next();
    // The client's best of the copies this file has: q-values honoured, ours the order on a tie
    // (Chrome lists gzip first); identity when nothing else is acceptable.
    const offered = ENCODINGS.map((e) => e.name).filter((name) => variants[name]);
    // negotiator 0.6.4 takes the server's preference as a second argument (its types predate it).
    const negotiator = new Negotiator(req) as unknown as { encoding(available: string[], preferred: string[]): string | undefined };
    const encoding = negotiator.encoding([...offered, 'identity'], offered) as Encoding | 'identity' | undefined;
    const variant = encoding && encoding !== 'identity' ? variants[encoding] : undefined;
    if (!encoding || !variant) return next();
    res.setHeader('Content-Type', TYPES[path.extname(req.path)]!);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', options.cacheControl);
    res.setHeader('ETag', variant.etag);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', variant.body.byteLength);
    res.status(200).end(req.method === 'HEAD' ? undefined : variant.body);
  };
}
