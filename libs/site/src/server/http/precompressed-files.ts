import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { STORED_ENCODINGS, storedEncodingFor, type StoredEncoding } from './page-cache/encoded-copies';

/** The file-name suffix of the build's copy in each encoding (precompress-plugin.ts). */
const SUFFIX: Record<StoredEncoding, string> = { br: '.br', gzip: '.gz' };

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
 * no compression per request. The client's best of the copies the file has (`storedEncodingFor`:
 * q-values honoured, Brotli on a tie); `Vary: Accept-Encoding`, a strong ETag per copy, 304 to a
 * matching `If-None-Match`, HEAD without a body.
 * Anything else (no copy, identity only, another method, a subfolder) passes to `next()`, where
 * `express.static` and the `compression` middleware answer as before. Reads the folder once, at
 * creation; a missing folder serves nothing.
 */
export function precompressedFiles(dir: string, options: PrecompressedFilesOptions): RequestHandler {
  const files = new Map<string, Partial<Record<StoredEncoding, Variant>>>();
  const names = existsSync(dir) ? readdirSync(dir) : [];
  const present = new Set(names);
  for (const name of names) {
    if (!TYPES[path.extname(name)]) continue;
    const variants: Partial<Record<StoredEncoding, Variant>> = {};
    for (const encoding of STORED_ENCODINGS) {
      if (!present.has(name + SUFFIX[encoding])) continue;
      const body = readFileSync(path.join(dir, name + SUFFIX[encoding]));
      variants[encoding] = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    }
    if (Object.keys(variants).length > 0) files.set(`/${name}`, variants);
  }

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const variants = files.get(req.path);
    if (!variants) return next();
    // The client's best of the copies this file has (Chrome lists gzip first; Brotli wins the tie).
    const encoding = storedEncodingFor(
      req,
      STORED_ENCODINGS.filter((name) => variants[name]),
    );
    if (!encoding) return next();
    const variant = variants[encoding]!;
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
