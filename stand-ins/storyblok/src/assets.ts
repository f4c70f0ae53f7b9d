import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { hasControlChars } from '@silca/content';
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
/** Extranet files (docs/requirements/extranet.md#private-files). */
const PRIVATE = 'private, no-store';

// One libvips thread per resize: the concurrency limit below then bounds the CPU it can take.
sharp.concurrency(1);

/** Bounds of the embedded image service (docs/requirements/hardening.md#image-service-bounds). */
export interface ImageServiceLimits {
  /** Largest output (width x height) rendered; more is a 400. Default 4,000,000 (e.g. 2000x2000). */
  maxOutputPixels: number;
  /** Largest input image decoded (pixels). Default 40,000,000. */
  maxInputPixels: number;
  /** Resizes running at once. Default 1 (the site shares its CPU with them). */
  maxConcurrent: number;
  /** Resizes waiting for a slot; more answer 503 at once. Default 32, since a listing asks for 12-24 at once (decision 0988). */
  maxQueue: number;
  /** Longest wait for a slot (ms); then 503. Default 2000. */
  maxWaitMs: number;
  /** Longest one resize may take (s); then 503. Default 5. */
  renderTimeoutS: number;
  /** Bytes of rendered variants kept (LRU). Default 32 MB. */
  maxCacheBytes: number;
}

/** Defaults of {@link ImageServiceLimits}. */
export const DEFAULT_IMAGE_LIMITS: ImageServiceLimits = {
  maxOutputPixels: 4_000_000,
  maxInputPixels: 40_000_000,
  maxConcurrent: 1,
  maxQueue: 32,
  maxWaitMs: 2000,
  renderTimeoutS: 5,
  maxCacheBytes: 32 * 1024 * 1024,
};

/** A 503 of the image service (busy); `Retry-After` is sent. */
class ImageBusyError extends Error {}

/** A counting semaphore with a bounded queue and a deadline per waiter. */
function limiter(max: number, maxQueue: number, maxWaitMs: number) {
  let running = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    running--;
    const next = queue.shift();
    if (next) next();
  };
  return {
    async run<T>(fn: () => Promise<T>): Promise<T> {
      if (running >= max) {
        if (queue.length >= maxQueue) throw new ImageBusyError('image service busy');
        await new Promise<void>((resolve, reject) => {
          const go = () => {
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(() => {
            const i = queue.indexOf(go);
            if (i >= 0) queue.splice(i, 1);
            reject(new ImageBusyError('image service queue deadline'));
          }, maxWaitMs);
          queue.push(go);
        });
      }
      running++;
      try {
        return await fn();
      } finally {
        release();
      }
    },
  };
}

/** Output size of a transformation for a `w` x `h` source (after rotation), as sharp renders it. */
export function outputPixels(p: ImageParams, w: number, h: number): number {
  const [sw, sh] = p.rotate === 90 || p.rotate === 270 ? [h, w] : [w, h];
  if (p.width && p.height) return p.width * p.height;
  if (p.width) return p.width * Math.max(1, Math.round((p.width * sh) / Math.max(1, sw)));
  if (p.height) return p.height * Math.max(1, Math.round((p.height * sw) / Math.max(1, sh)));
  return sw * sh;
}

/** An Express-style handler (the lead mounts it at `/_assets`). */
export type AssetHandler = (req: Request, res: Response, next: NextFunction) => void;

/**
 * Splits `/f/{space}/{WxH}/{hash}/{file}[/m/...]` into the file under `assetsRoot` and the
 * image-service part; null for anything else or a path that would leave `assetsRoot`.
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

async function render(file: string, p: ImageParams, limits: ImageServiceLimits): Promise<{ data: Buffer; type: string }> {
  let img = sharp(file, { failOn: 'error', limitInputPixels: limits.maxInputPixels }).timeout({ seconds: limits.renderTimeoutS });
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
  img =
    format === 'png'
      ? img.png({ quality: Math.max(1, quality) })
      : format === 'webp'
        ? img.webp({ quality: Math.max(1, quality) })
        : img.jpeg({ quality: Math.max(1, quality) });
  return { data: await img.toBuffer(), type: `image/${format}` };
}

/**
 * Serves the embedded space's assets and the image service grammar
 * `{filename}/m/{w}x{h}/filters:...` rendered with sharp (docs/requirements/content.md#image-service,
 * docs/requirements/hardening.md#image-service-bounds): 400 for a bad transformation, 404 for a
 * missing file, 503 with `Retry-After: 1` when busy, never a 500. Extranet files answer 404 with
 * `serve: 'public'` and are the only ones served with `serve: 'private'`
 * (docs/requirements/extranet.md#private-files).
 */
export function createAssetHandler(
  assetsRoot: string,
  opts: { maxCacheBytes?: number; limits?: Partial<ImageServiceLimits>; isPrivate?: (assetPath: string) => boolean; serve?: 'public' | 'private' } = {},
): AssetHandler {
  const limits: ImageServiceLimits = { ...DEFAULT_IMAGE_LIMITS, ...(opts.maxCacheBytes ? { maxCacheBytes: opts.maxCacheBytes } : {}), ...opts.limits };
  const cache = new LRUCache<string, { data: Buffer; type: string }>({
    maxSize: limits.maxCacheBytes,
    sizeCalculation: (v) => v.data.length || 1,
  });
  const inflight = new Map<string, Promise<{ data: Buffer; type: string }>>();
  const slots = limiter(limits.maxConcurrent, limits.maxQueue, limits.maxWaitMs);
  const serve = opts.serve ?? 'public';
  const root = path.resolve(assetsRoot);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const urlPath = new URL(req.url ?? '/', 'http://local').pathname;
    const resolved = resolveAssetPath(assetsRoot, urlPath);
    if (!resolved) return void res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
    const { file, transform } = resolved;
    const assetPath = path.relative(root, file).split(path.sep).join('/');
    const isPrivate = opts.isPrivate?.(assetPath) ?? false;
    if (isPrivate !== (serve === 'private')) return void res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
    const caching = isPrivate ? PRIVATE : IMMUTABLE;
    const ext = path.extname(file).toLowerCase();
    (async () => {
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return void res.status(404).type('text/plain').send('Not found');
      if (transform === null || !RASTER.has(ext)) {
        if (transform !== null && !RASTER.has(ext)) return void res.status(400).type('text/plain').send('Not an image');
        res.status(200).set({ 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Content-Length': String(info.size), 'Cache-Control': caching });
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
        let pending = inflight.get(key);
        if (!pending) {
          const meta = await sharp(file, { limitInputPixels: limits.maxInputPixels }).metadata();
          const pixels = outputPixels(params, meta.width ?? 0, meta.height ?? 0);
          if (pixels > limits.maxOutputPixels) {
            return void res.status(400).set('Cache-Control', 'no-store').type('text/plain').send(`Output too large: at most ${limits.maxOutputPixels} pixels`);
          }
          pending = slots.run(() => render(file, params, limits)).finally(() => inflight.delete(key));
          inflight.set(key, pending);
        }
        out = await pending;
        cache.set(key, out);
      }
      res.status(200).set({ 'Content-Type': out.type, 'Content-Length': String(out.data.length), 'Cache-Control': caching });
      if (req.method === 'HEAD') return void res.end();
      res.end(out.data);
    })().catch((error: unknown) => {
      if (res.headersSent) return;
      const message = (error as Error)?.message ?? '';
      if (error instanceof ImageBusyError || /timeout/i.test(message)) {
        return void res.status(503).set({ 'Retry-After': '1', 'Cache-Control': 'no-store' }).type('text/plain').send('Image service busy');
      }
      res.status(422).set('Cache-Control', 'no-store').type('text/plain').send('Image could not be processed');
    });
  };
}
