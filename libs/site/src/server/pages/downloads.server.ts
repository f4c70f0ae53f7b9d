import type { AppLoadContext } from '@remix-run/node';
import { noneSelectedAnchor } from '@silca/blocks';
import { AccessMap, mayView, type Story } from '@silca/content';
import { PassThrough, Readable, Transform } from 'node:stream';
import { log } from '../http/log';
import { chooseLowVariant, isRaster, type Variant } from './download-variants.server';
import { plainErrorPage } from '../http/plain-error-page';

/*
 * The zip download of docs/requirements/pages.md#downloads and docs/requirements/pages.md#download-variants (decision 0682).
 * Fields: `product` (story uuid) or `list` (a `downloadable_list` blok's `_uid`); `file` (repeated ids) or `all=1`;
 * `resolution` `high` (default) or `low`. Ids, not URLs, so only files of a public story are served.
 */

/** Most files in one archive. */
export const DOWNLOADS_MAX_FILES = 50;

/** Byte limit of one archive (`DOWNLOADS_MAX_BYTES`, default 100 MB). */
export function downloadsMaxBytes(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const n = Number(env.DOWNLOADS_MAX_BYTES);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 100 * 1024 * 1024;
}

/** One file a story offers for download. */
export interface DownloadFile {
  id: string;
  title: string;
  high: string;
  low: string;
}

type Asset = { id?: unknown; filename?: unknown; title?: unknown; alt?: unknown; name?: unknown };
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function assetTitle(a: Asset): string {
  return text(a.title) || text(a.name) || text(a.alt) || text(a.filename).split('/').pop() || 'file';
}

/** The downloads and files (and images) of a product story, ids = asset ids. */
export function productFiles(story: Story): DownloadFile[] {
  const c = story.content as Record<string, unknown>;
  const out: DownloadFile[] = [];
  for (const key of ['downloads', 'files', 'images']) {
    const list = Array.isArray(c[key]) ? (c[key] as Asset[]) : [];
    for (const a of list) {
      const filename = text(a?.filename);
      if (!filename || a.id === undefined || a.id === null) continue;
      out.push({ id: String(a.id), title: assetTitle(a), high: filename, low: filename });
    }
  }
  return out;
}

/** The items of the `downloadable_list` blok `uid` in a story's body, ids = item `_uid`s. */
export function listFiles(story: Story, uid: string): DownloadFile[] | null {
  const body = (story.content as { body?: unknown }).body;
  const blok = Array.isArray(body) ? (body as Array<Record<string, unknown>>).find((b) => b?._uid === uid && b.component === 'downloadable_list') : undefined;
  if (!blok) return null;
  const items = Array.isArray(blok.items) ? (blok.items as Array<Record<string, unknown>>) : [];
  return items.flatMap((item) => {
    const high = text((item.file_high as Asset | undefined)?.filename);
    if (!high) return [];
    const low = text((item.file_low as Asset | undefined)?.filename) || high;
    return [{ id: text(item._uid), title: text(item.title) || assetTitle(item.file_high as Asset), high, low }];
  });
}

/** A unique, safe file name inside the zip, `-low-res`/`-high-res` when the file has two variants. */
export function zipEntryName(title: string, url: string, taken: Set<string>, variant?: Variant): string {
  const ext = (/\.([a-z0-9]{1,5})(?:\/m\/.*)?$/i.exec(url.split('?')[0] ?? '')?.[1] ?? 'bin').toLowerCase();
  const stem =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\p{L}\p{N} ._-]+/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'file';
  const base = variant ? `${stem}-${variant}-res` : stem;
  let name = `${base}.${ext}`;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base} (${i}).${ext}`;
  taken.add(name.toLowerCase());
  return name;
}

class DownloadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function errorResponse(status: number, reason: string) {
  log.info('download refused', { status, reason });
  return new Response(plainErrorPage(status), {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Download-Error': reason },
  });
}

/** Reads the form fields from a POST body (urlencoded or multipart) or the GET query. */
async function readFields(request: Request): Promise<URLSearchParams> {
  if (request.method === 'GET' || request.method === 'HEAD') return new URL(request.url).searchParams;
  if (request.method !== 'POST') throw new DownloadError(405, 'method');
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > 64 * 1024) throw new DownloadError(413, 'form too large');
  try {
    const form = await request.formData();
    const params = new URLSearchParams();
    for (const [key, value] of form) if (typeof value === 'string') params.append(key, value);
    return params;
  } catch {
    throw new DownloadError(400, 'unreadable form');
  }
}

const ID = /^[A-Za-z0-9-]{1,64}$/;

/** The policy over no stories: anyone may see public stories only (decision 0860). */
const PUBLIC_ONLY = new AccessMap([]);
const isPublic = (story: Story) => mayView(null, PUBLIC_ONLY.ruleForStory(story));

/** The public story and its files that the fields name; throws DownloadError. */
async function resolveFiles(fields: URLSearchParams, context: AppLoadContext): Promise<DownloadFile[]> {
  const product = fields.get('product') ?? '';
  const list = fields.get('list') ?? '';
  if (product && ID.test(product)) {
    const found = await context.content.listStories({ startsWith: '', language: 'en', byUuids: [product], contentType: 'product_detail', perPage: 1 });
    const story = found.stories.find((s) => s.uuid === product && isPublic(s));
    if (!story) throw new DownloadError(404, 'unknown product');
    return productFiles(story);
  }
  if (list && ID.test(list)) {
    const pages = await context.content.listStories({ startsWith: '', language: 'en', contentType: 'downloads_skeleton', perPage: 100 });
    for (const story of pages.stories) {
      if (!isPublic(story)) continue;
      const files = listFiles(story, list);
      if (files) return files;
    }
    throw new DownloadError(404, 'unknown list');
  }
  throw new DownloadError(400, 'no product or list');
}

/** Where a file is read: embedded `/_assets/...` from the embedded server, Storyblok asset URLs as they are; nothing else. */
export function assetUrl(filename: string, assetOrigin: string | undefined): URL {
  if (filename.startsWith('/_assets/')) {
    if (!assetOrigin) throw new DownloadError(404, 'no asset server');
    return new URL(filename.slice('/_assets'.length), assetOrigin);
  }
  let url: URL;
  try {
    url = new URL(filename);
  } catch {
    throw new DownloadError(400, 'not an asset');
  }
  if (url.protocol !== 'https:' || !/(^|\.)storyblok\.com$/.test(url.hostname)) throw new DownloadError(400, 'not an asset');
  return url;
}

/**
 * "Download selected" with nothing ticked, without JavaScript: a 303 back to the form's note, from the same-origin
 * Referer (decision 0950); null (the 400 page) without a safe one.
 */
function backToChoices(request: Request, fields: URLSearchParams): Response | null {
  const source = fields.get('product') || fields.get('list') || '';
  const referer = request.headers.get('referer');
  if (!referer || !ID.test(source)) return null;
  let page: URL;
  try {
    page = new URL(referer);
  } catch {
    return null;
  }
  // request.url carries the configured origin, which the browser's need not be: Sec-Fetch-Site vouches too. Only the path is used.
  const ours = page.origin === new URL(request.url).origin || request.headers.get('sec-fetch-site') === 'same-origin';
  if (!ours || page.pathname.startsWith('//') || page.pathname.includes('\\')) return null;
  log.info('download refused', { status: 303, reason: 'nothing selected' });
  return new Response(null, {
    status: 303,
    headers: { Location: `${page.pathname}${page.search}#${noneSelectedAnchor(source)}`, 'Cache-Control': 'private, no-store' },
  });
}

/** Counts bytes through the stream and fails it past `limit` (when a server sent no length). */
function byteLimit(limit: number, state: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      state.bytes += chunk.length;
      done(state.bytes > limit ? new Error('download size limit exceeded') : null, chunk);
    },
  });
}

type ZipLike = NodeJS.ReadWriteStream & {
  append(source: NodeJS.ReadableStream | Buffer | string, data: { name: string }): ZipLike;
  finalize(): Promise<void>;
  abort(): void;
  on(event: 'warning' | 'error', listener: (error: Error) => void): ZipLike;
};

/** True when a file has two variants: an image (its low one is made from it) or an item with its own low file. */
export function hasVariants(file: DownloadFile): boolean {
  return file.low !== file.high || isRaster(file.high);
}

interface OpenedFile {
  file: DownloadFile;
  variant: Variant | undefined;
  url: URL;
  res: Response;
  /** Declared length (bytes), 0 when the server sent none. */
  size: number;
}

/** Starts the GET of an asset; a missing file is a 404 DownloadError. */
async function openAsset(filename: string, context: AppLoadContext): Promise<{ url: URL; res: Response; size: number }> {
  const url = assetUrl(filename, context.assetOrigin);
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!res.ok || !res.body) {
    await res.body?.cancel();
    throw new DownloadError(404, 'missing file');
  }
  return { url, res, size: Number(res.headers.get('content-length') ?? '0') || 0 };
}

/** Reads a whole body, failing past `limit` bytes counted in `state` across the archive. */
async function readAll(res: Response, limit: number, state: { bytes: number }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.fromWeb(res.body as import('node:stream/web').ReadableStream)) {
    state.bytes += (chunk as Buffer).length;
    if (state.bytes > limit) throw new Error('download size limit exceeded');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The low-resolution entry of an opened original (docs/requirements/pages.md#download-variants); `path` names its extension. */
async function lowEntry(o: OpenedFile, context: AppLoadContext, limit: number, state: { bytes: number }): Promise<{ body: Buffer | Response; path: string }> {
  const separate = o.file.low !== o.file.high ? await openAsset(o.file.low, context) : null;
  if (!isRaster(o.url.pathname)) {
    // Only a separate low file makes a document "variant": keep it unless it says it is larger.
    if (separate && !(separate.size > 0 && o.size > 0 && separate.size > o.size)) {
      await o.res.body?.cancel();
      return { body: separate.res, path: separate.url.pathname };
    }
    await separate?.res.body?.cancel();
    return { body: o.res, path: o.url.pathname };
  }
  const high = await readAll(o.res, limit, state);
  const lowBytes = separate ? await readAll(separate.res, limit, { bytes: 0 }) : null;
  const body = await chooseLowVariant(high, lowBytes, o.url.pathname, separate?.url.pathname ?? o.url.pathname);
  return { body, path: body === lowBytes && separate ? separate.url.pathname : o.url.pathname };
}

/**
 * Handles `/api/downloads`: streams `silca-downloads.zip`; 400 for bad input, 404 for an unknown story, 413 over the
 * limits before anything is sent. Content errors propagate (503).
 */
export async function handleDownload(
  request: Request,
  context: AppLoadContext,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<Response> {
  try {
    const fields = await readFields(request);
    const files = await resolveFiles(fields, context);
    const all = fields.get('all') === '1';
    const chosen = new Set(fields.getAll('file'));
    const selected = all ? files : files.filter((f) => chosen.has(f.id));
    if (selected.length === 0) return backToChoices(request, fields) ?? errorResponse(400, 'nothing selected');
    if (selected.length > DOWNLOADS_MAX_FILES) throw new DownloadError(413, 'too many files');
    const low = fields.get('resolution') === 'low';
    const limit = downloadsMaxBytes(env);
    // Open every original first, so a missing file or the limit fails before the zip starts (low is never larger).
    const opened = await Promise.all(
      selected.map(
        async (file) => ({ file, variant: hasVariants(file) ? (low ? 'low' : 'high') : undefined, ...(await openAsset(file.high, context)) }) as OpenedFile,
      ),
    );
    const declared = opened.reduce((sum, o) => sum + o.size, 0);
    if (declared > limit) {
      await Promise.all(opened.map((o) => o.res.body?.cancel()));
      throw new DownloadError(413, 'too large');
    }
    const { ZipArchive } = (await import('archiver')) as unknown as { ZipArchive: new (options: object) => ZipLike };
    const zip = new ZipArchive({ zlib: { level: 6 } });
    const out = new PassThrough();
    zip.on('warning', (error) => log.warn('download warning', { error: error.message }));
    zip.on('error', (error) => {
      log.warn('download aborted', { error: error.message });
      out.destroy(error);
    });
    zip.pipe(out);
    const state = { bytes: 0 };
    const stream = (res: Response) => {
      const source = Readable.fromWeb(res.body as import('node:stream/web').ReadableStream).pipe(byteLimit(limit, state));
      source.on('error', (error) => zip.emit('error', error));
      return source;
    };
    // One entry at a time: a low image is re-encoded before it is appended while earlier ones stream on.
    const fill = async () => {
      const taken = new Set<string>();
      for (const o of opened) {
        if (o.variant !== 'low') {
          zip.append(stream(o.res), { name: zipEntryName(o.file.title, o.url.pathname, taken, o.variant) });
          continue;
        }
        const entry = await lowEntry(o, context, limit, state);
        zip.append(entry.body instanceof Response ? stream(entry.body) : entry.body, { name: zipEntryName(o.file.title, entry.path, taken, 'low') });
      }
      await zip.finalize();
    };
    void fill().catch((error: Error) => {
      opened.forEach((o) => void o.res.body?.cancel().catch(() => undefined));
      zip.emit('error', error);
    });
    log.info('download', { files: opened.length, declaredBytes: declared, resolution: low ? 'low' : 'high' });
    return new Response(Readable.toWeb(out) as unknown as ReadableStream, {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="silca-downloads.zip"',
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (error instanceof DownloadError) return errorResponse(error.status, error.message);
    throw error;
  }
}
