import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { hasControlChars } from '../text';
import { ImageParamError, parseImageParams, type ImageParams } from './image-params';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.mp4': 'video/mp4',
};
const RASTER = new Set(['.jpg', '.jpeg', '.png', '.webp']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** An Express-style handler (the lead mounts it at `/_assets`). */
export type AssetHandler = (req: Request, res: Response, next: NextFunction) => void;

/**
 * Splits `/f/{space}/{WxH}/{hash}/{file}[/m/...]` into the file path under `assetsRoot` and the
 * image-service part. Returns null for anything that is not such a path or that would leave
 * `assetsRoot` (`..`, NUL, backslashes, encoded slashes): never a file outside content/.
 */
export function resolveAssetPath(assetsRoot: string, urlPath: string): { file: string; transform: string | null } | null {
  if (urlPath.length > 2048) return null;
  const at = urlPath.indexOf('/m/');
  const assetPart = at >= 0 ? urlPath.slice(0, at) : urlPath.endsWith('/m') ? urlPath.slice(0, -2) : urlPath;
  const transform = at >= 0 ? urlPath.slice(at + 3) : urlPath.endsWith('/m') ? '' : null;
  const raw = assetPart.split('/').slice(1);
  if (raw[0] !== 'f' || raw.length < 3) return null;
  const segs: string[] = [];
  for (const seg of raw) {
    let d: string;
    try {
      d = decodeURIComponent(seg);
    } catch {
      return null;
    }
    if (!d || d === '.' || d === '..' || /[\\/]/.test(d) || hasControlChars(d)) return null;
    segs.push(d);
  }
  const root = path.resolve(assetsRoot);
  const file = path.resolve(root, ...segs);
  if (!file.startsWith(root + path.sep)) return null;
  return { file, transform };
}

async function render(file: string, p: ImageParams): Promise<{ data: Buffer; type: string }> {
  let img = sharp(file, { failOn: 'error' });
  if (p.rotate) img = img.rotate(p.rotate);
  if (p.width || p.height) {
    img = img.resize({
      width: p.width || undefined,
      height: p.height || undefined,
      fit: p.fitIn ? 'inside' : 'cover',
      position: p.smart ? sharp.strategy.attention : 'centre',
      withoutEnlargement: false,
    });
  }
  if (p.blur) img = img.blur(0.3 + (p.blur / 100) * 20);
  if (p.brightness) img = img.modulate({ brightness: Math.max(0.01, 1 + p.brightness / 100) });
  if (p.grayscale) img = img.grayscale();
  const ext = path.extname(file).toLowerCase();
  const format = p.format ?? (ext === '.png' ? 'png' : ext === '.webp' ? 'webp' : 'jpeg');
  const quality = p.quality ?? 80;
  img = format === 'png' ? img.png({ quality: Math.max(1, quality) }) : format === 'webp' ? img.webp({ quality: Math.max(1, quality) }) : img.jpeg({ quality: Math.max(1, quality) });
  return { data: await img.toBuffer(), type: `image/${format}` };
}

/**
 * Serves the embedded space's assets (`content/assets/f/...`) and the image service grammar
 * `{filename}/m/{w}x{h}/filters:quality(..):format(webp|png|jpeg):blur(..):brightness(..):rotate(..)`
 * rendered with sharp (SPEC.md section 9 ranges). 400 for a bad transformation, 404 for a missing
 * file or a path outside the assets folder, never a 500 for bad input. Rendered variants are
 * kept in a bounded in-memory cache (`maxCacheBytes`, default 32 MB). Responses are immutable.
 */
export function createAssetHandler(assetsRoot: string, opts: { maxCacheBytes?: number } = {}): AssetHandler {
  const cache = new LRUCache<string, { data: Buffer; type: string }>({
    maxSize: opts.maxCacheBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (v) => v.data.length || 1,
  });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const urlPath = new URL(req.url ?? '/', 'http://local').pathname;
    const resolved = resolveAssetPath(assetsRoot, urlPath);
    if (!resolved) return void res.status(404).type('text/plain').send('Not found');
    const { file, transform } = resolved;
    const ext = path.extname(file).toLowerCase();
    (async () => {
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return void res.status(404).type('text/plain').send('Not found');
      if (transform === null || !RASTER.has(ext)) {
        if (transform !== null && !RASTER.has(ext)) return void res.status(400).type('text/plain').send('Not an image');
        res.status(200).set({ 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Content-Length': String(info.size), 'Cache-Control': IMMUTABLE });
        if (req.method === 'HEAD') return void res.end();
        createReadStream(file).pipe(res);
        return;
      }
      let params: ImageParams;
      try {
        params = parseImageParams(transform);
      } catch (error) {
        if (error instanceof ImageParamError) return void res.status(400).type('text/plain').send(error.message);
        throw error;
      }
      const key = `${file}|${transform}`;
      let out = cache.get(key);
      if (!out) {
        out = await render(file, params);
        cache.set(key, out);
      }
      res.status(200).set({ 'Content-Type': out.type, 'Content-Length': String(out.data.length), 'Cache-Control': IMMUTABLE });
      if (req.method === 'HEAD') return void res.end();
      res.end(out.data);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.status(422).type('text/plain').send(`Image could not be processed: ${(error as Error).message}`);
    });
  };
}
