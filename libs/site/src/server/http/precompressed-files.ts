import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { STORED_ENCODINGS, storedEncodingFor, type StoredEncoding } from './page-cache/encoded-copies';

const SUFFIX: Record<StoredEncoding, string> = { br: '.br', gzip: '.gz' };

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

export interface PrecompressedFilesOptions {
  /** The folder's files are fingerprinted: immutable. */
  cacheControl: string;
}

/** Answers files from the build's `.br`/`.gz` copies in memory (decision 0983); anything else goes to `next()`. */
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
    // Chrome lists gzip first; Brotli wins the tie.
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
