import type { AppLoadContext } from '@remix-run/node';
import type { Story } from '@silca/content';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOW_RES_MAX_SIDE } from './download-variants.server';
import { assetUrl, handleDownload, zipEntryName } from './downloads.server';

// A stand-in for the embedded server's public asset route: /f/... answers files, the rest 404.
const FILES: Record<string, string | Buffer> = {
  '/f/1/a/sheet.pdf': '%PDF-1.4 sheet',
  '/f/1/b/declaration.pdf': '%PDF-1.4 declaration',
  '/f/1/c/big.pdf': 'x'.repeat(5000),
};

/** A photo-like JPEG (noise, so sizes behave like a real picture's) of `width` x `height` at `quality`. */
async function photo(width: number, height: number, quality: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (((i * 2654435761) >>> 24) + ((i / 3 / width) | 0)) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(1.5)
    .jpeg({ quality })
    .toBuffer();
}

let server: Server;
let origin = '';
beforeAll(async () => {
  // The case of the issue: a 1200x900 original (no larger than the low bound), a large photo, and
  // a small one already compressed harder than a re-encode would.
  FILES['/f/1/d/futura.jpg'] = await photo(1200, 900, 92);
  FILES['/f/1/e/wide.jpg'] = await photo(3200, 2400, 85);
  FILES['/f/1/f/tiny.jpg'] = await photo(320, 240, 20);
  server = createServer((req, res) => {
    const body = FILES[req.url ?? ''];
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': Buffer.byteLength(body) }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const asset = (id: number, file: string, title: string) => ({ id, filename: `/_assets${file}`, title });
const product = {
  uuid: 'p-1',
  full_slug: 'global/products/id48',
  content: {
    component: 'product_detail',
    downloads: [asset(1, '/f/1/a/sheet.pdf', 'Data sheet')],
    files: [asset(2, '/f/1/b/declaration.pdf', 'Declaration'), asset(3, '/f/1/c/big.pdf', 'Big')],
    images: [asset(4, '/f/1/d/futura.jpg', 'Futura Pro'), asset(5, '/f/1/e/wide.jpg', 'Wide'), asset(6, '/f/1/f/tiny.jpg', 'Tiny')],
  },
} as unknown as Story;

/** A content service that knows one public product (libs/content never lists extranet stories). */
const context = () =>
  ({
    assetOrigin: origin,
    content: {
      listStories: async ({ byUuids }: { byUuids?: string[] }) => {
        const stories = byUuids?.includes('p-1') ? [product] : [];
        return { stories, total: stories.length, page: 1, perPage: 1 };
      },
    },
  }) as unknown as AppLoadContext;

const post = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
  return new Request('https://www.silca.biz/api/downloads', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
};

describe('/api/downloads (docs/requirements/pages.md#downloads)', () => {
  it('streams a zip of the two chosen files that unzip opens', async () => {
    const res = await handleDownload(post({ product: 'p-1', file: ['1', '2'] }), context(), {});
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/zip');
    const dir = mkdtempSync(path.join(tmpdir(), 'dl-'));
    const zip = path.join(dir, 'a.zip');
    writeFileSync(zip, Buffer.from(await res.arrayBuffer()));
    expect(execFileSync('unzip', ['-Z1', zip]).toString().trim().split('\n').sort()).toEqual(['Data sheet.pdf', 'Declaration.pdf']);
    expect(execFileSync('unzip', ['-p', zip, 'Declaration.pdf']).toString()).toBe('%PDF-1.4 declaration');
  });

  /** The entries of the zip a response holds, by name. */
  async function entries(res: Response): Promise<Map<string, Buffer>> {
    expect(res.status).toBe(200);
    const zip = path.join(mkdtempSync(path.join(tmpdir(), 'dl-')), 'a.zip');
    writeFileSync(zip, Buffer.from(await res.arrayBuffer()));
    const names = execFileSync('unzip', ['-Z1', zip]).toString().trim().split('\n');
    return new Map(names.map((name) => [name, execFileSync('unzip', ['-p', zip, name], { maxBuffer: 64 * 1024 * 1024 })]));
  }

  it('high resolution is the original file; low is never larger in pixels or bytes, and the names say which (docs/requirements/pages.md#download-variants)', async () => {
    const high = await entries(await handleDownload(post({ product: 'p-1', file: ['4', '5', '6', '1'], resolution: 'high' }), context(), {}));
    expect([...high.keys()].sort()).toEqual(['Data sheet.pdf', 'Futura Pro-high-res.jpg', 'Tiny-high-res.jpg', 'Wide-high-res.jpg']);
    expect(high.get('Futura Pro-high-res.jpg')!.equals(FILES['/f/1/d/futura.jpg'] as Buffer)).toBe(true);
    expect(high.get('Wide-high-res.jpg')!.equals(FILES['/f/1/e/wide.jpg'] as Buffer)).toBe(true);

    const low = await entries(await handleDownload(post({ product: 'p-1', file: ['4', '5', '6', '1'], resolution: 'low' }), context(), {}));
    expect([...low.keys()].sort()).toEqual(['Data sheet.pdf', 'Futura Pro-low-res.jpg', 'Tiny-low-res.jpg', 'Wide-low-res.jpg']);
    for (const name of ['Futura Pro', 'Wide', 'Tiny']) {
      const h = high.get(`${name}-high-res.jpg`)!;
      const l = low.get(`${name}-low-res.jpg`)!;
      const [hm, lm] = await Promise.all([sharp(h).metadata(), sharp(l).metadata()]);
      expect(lm.format).toBe('jpeg');
      expect(lm.width! * lm.height!).toBeLessThanOrEqual(hm.width! * hm.height!);
      expect(l.length).toBeLessThanOrEqual(h.length);
    }
    // 1200x900 is within the bound: kept in pixels (never upscaled), re-encoded smaller.
    const futura = await sharp(low.get('Futura Pro-low-res.jpg')!).metadata();
    expect([futura.width, futura.height]).toEqual([1200, 900]);
    expect(low.get('Futura Pro-low-res.jpg')!.length).toBeLessThan(high.get('Futura Pro-high-res.jpg')!.length);
    // A large photo is scaled down to the bound, aspect kept.
    const wide = await sharp(low.get('Wide-low-res.jpg')!).metadata();
    expect([wide.width, wide.height]).toEqual([LOW_RES_MAX_SIDE, 1200]);
    // A re-encode that would not be smaller: the original itself.
    expect(low.get('Tiny-low-res.jpg')!.equals(FILES['/f/1/f/tiny.jpg'] as Buffer)).toBe(true);
  });

  it('refuses a selection over DOWNLOADS_MAX_BYTES with 413 before sending anything', async () => {
    const res = await handleDownload(post({ product: 'p-1', all: '1' }), context(), { DOWNLOADS_MAX_BYTES: '1000' });
    expect(res.status).toBe(413);
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
  });

  it('answers 4xx pages for bad input and unknown or non-public stories, never a 500', async () => {
    expect((await handleDownload(post({ product: 'p-1' }), context(), {})).status).toBe(400);
    expect((await handleDownload(post({ x: '1' }), context(), {})).status).toBe(400);
    expect((await handleDownload(post({ product: 'extranet-product', all: '1' }), context(), {})).status).toBe(404);
    expect((await handleDownload(post({ product: '../../etc/passwd', all: '1' }), context(), {})).status).toBe(400);
    const put = new Request('https://www.silca.biz/api/downloads', { method: 'PUT' });
    expect((await handleDownload(put, context(), {})).status).toBe(405);
  });

  it("nothing ticked without JavaScript: back to the same-origin page at the form's note; no usable Referer: the 400 page", async () => {
    const from = (referer: string) => {
      const req = post({ product: 'p-1' });
      req.headers.set('Referer', referer);
      return req;
    };
    const back = await handleDownload(from('https://www.silca.biz/it/global/prodotti/futura?x=1#top'), context(), {});
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toBe('/it/global/prodotti/futura?x=1#download-none-p-1');
    expect(back.headers.get('Cache-Control')).toBe('private, no-store');
    // Behind a proxy or on a test port the browser's origin is not request.url's: its own
    // Sec-Fetch-Site vouches for the page.
    const proxied = from('http://127.0.0.1:4000/en/global/download-area');
    proxied.headers.set('Sec-Fetch-Site', 'same-origin');
    expect((await handleDownload(proxied, context(), {})).headers.get('Location')).toBe('/en/global/download-area#download-none-p-1');
    for (const foreign of ['https://evil.example/it/global/prodotti', 'https://www.silca.biz//evil.example/x', 'not a url']) {
      expect((await handleDownload(from(foreign), context(), {})).status).toBe(400);
    }
  });

  it('fetches only asset locations: the embedded public route or Storyblok over https', () => {
    expect(assetUrl('/_assets/f/1/a/x.pdf', 'http://127.0.0.1:9').href).toBe('http://127.0.0.1:9/f/1/a/x.pdf');
    expect(assetUrl('https://a.storyblok.com/f/1/x.pdf', undefined).hostname).toBe('a.storyblok.com');
    expect(() => assetUrl('http://169.254.169.254/latest', 'http://127.0.0.1:9')).toThrow();
    expect(() => assetUrl('https://evil.example/f/1.pdf', 'http://127.0.0.1:9')).toThrow();
  });

  it('names zip entries from titles, safely and uniquely', () => {
    const taken = new Set<string>();
    expect(zipEntryName('Données / fiche: ID48', '/f/1/a.PDF', taken)).toBe('Donnees fiche ID48.pdf');
    expect(zipEntryName('Données / fiche: ID48', '/f/1/b.pdf', taken)).toBe('Donnees fiche ID48 (2).pdf');
    expect(zipEntryName('Photo', '/f/1/x.jpg/m/1600x0', taken)).toBe('Photo.jpg');
    expect(zipEntryName('Photo', '/f/1/x.jpg', taken, 'low')).toBe('Photo-low-res.jpg');
    expect(zipEntryName('Photo', '/f/1/x.jpg', taken, 'low')).toBe('Photo-low-res (2).jpg');
  });
});
