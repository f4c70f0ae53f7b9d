import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createFixtureSpace } from '@silca/content/testing';
import { parseImageParams } from './image-params';
import { startLocalServer, type LocalServer } from './server';

let server: LocalServer;
const IMG = '/f/1/400x300/abcdef0123/key.png';

beforeAll(async () => {
  server = await startLocalServer({ contentDir: await createFixtureSpace() });
});
afterAll(() => server.close());

const fetchPath = (p: string) => fetch(server.origin + p);

describe('image service grammar', () => {
  it('parses size, fit-in, smart and filters', () => {
    expect(parseImageParams('fit-in/300x0/smart/filters:quality(80):format(webp):blur(5):brightness(-20):rotate(90)')).toEqual({
      width: 300,
      height: 0,
      fitIn: true,
      smart: true,
      quality: 80,
      format: 'webp',
      blur: 5,
      brightness: -20,
      rotate: 90,
    });
    expect(parseImageParams('')).toEqual({ width: 0, height: 0, fitIn: false, smart: false });
  });

  it.each([
    'filters:quality(101)',
    'filters:quality(-1)',
    'filters:blur(101)',
    'filters:brightness(-101)',
    'filters:brightness(101)',
    'filters:format(gif)',
    'filters:rotate(45)',
    'filters:explode(1)',
    '5000x10',
    '10x10/extra',
    'filters:quality(8O)',
  ])('rejects %s', (spec) => {
    expect(() => parseImageParams(spec)).toThrow();
  });
});

describe('asset handler', () => {
  it('serves the original with immutable caching', async () => {
    const res = await fetchPath(IMG);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('resizes and converts with sharp', async () => {
    const res = await fetchPath(`${IMG}/m/200x100/filters:format(webp):quality(50):rotate(90)`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 100]);
    const keep = await sharp(Buffer.from(await (await fetchPath(`${IMG}/m/100x0`)).arrayBuffer())).metadata();
    expect([keep.width, keep.height]).toEqual([100, 75]);
  });

  it('400 for out-of-range values, 404 for missing files and paths outside content/', async () => {
    expect((await fetchPath(`${IMG}/m/filters:quality(150)`)).status).toBe(400);
    expect((await fetchPath(`${IMG}/m/filters:rotate(33)`)).status).toBe(400);
    expect((await fetchPath('/f/1/400x300/abcdef0123/missing.png')).status).toBe(404);
    for (const p of ['/f/..%2f..%2fsecret.txt', '/f/../secret.txt', '/f/%2e%2e/secret.txt', '/f/1/%00/x.png', '/f/%E0%A4%A', `/f/${'a'.repeat(3000)}`]) {
      expect([400, 404]).toContain((await fetchPath(p)).status);
    }
  });
});

describe('image service bounds and extranet files (docs/requirements/hardening.md#image-service-bounds, docs/requirements/extranet.md#private-files)', () => {
  it('refuses an output over the pixel limit with 400, before any resize', async () => {
    const res = await fetchPath(`${IMG}/m/4000x4000`);
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // One side given: the other follows the aspect ratio (4000 x 3000 = 12 MP).
    expect((await fetchPath(`${IMG}/m/4000x0`)).status).toBe(400);
    expect((await fetchPath(`${IMG}/m/1000x0`)).status).toBe(200);
  });

  it('with its default bounds, serves the burst of distinct variants at once (a listing over HTTP/2 asks for all of them together)', async () => {
    const dir = await createFixtureSpace();
    const { createAssetHandler } = await import('./assets');
    const express = (await import('express')).default;
    const app = express();
    app.use(createAssetHandler(`${dir}/assets`));
    const srv = app.listen(0);
    const port = (srv.address() as { port: number }).port;
    try {
      // A product listing's cards and thumbnails: 24 images, none rendered yet (decision 0988).
      const statuses = await Promise.all(
        Array.from({ length: 24 }, (_, i) => fetch(`http://127.0.0.1:${port}${IMG}/m/${200 + i}x0/filters:format(webp)`).then((r) => r.status)),
      );
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
    } finally {
      srv.close();
    }
  });

  it('bounds concurrent resizes: a flood of distinct variants gets fast 503s, not a growing queue', async () => {
    const dir = await createFixtureSpace();
    const { createAssetHandler } = await import('./assets');
    const express = (await import('express')).default;
    const app = express();
    app.use(createAssetHandler(`${dir}/assets`, { limits: { maxConcurrent: 1, maxQueue: 2, maxWaitMs: 5000 } }));
    const srv = app.listen(0);
    const port = (srv.address() as { port: number }).port;
    try {
      const statuses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => fetch(`http://127.0.0.1:${port}${IMG}/m/${300 + i}x${200 + i}/filters:blur(40)`).then((r) => r.status)),
      );
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3);
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(6);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      // The result is cached: the same variant again is immediate and identical.
      const a = await fetch(`http://127.0.0.1:${port}${IMG}/m/300x200/filters:blur(40)`);
      expect(a.status).toBe(200);
    } finally {
      srv.close();
    }
  });

  it('never serves an extranet file on the public route; the signed private route serves it uncached', async () => {
    const pub = await fetchPath('/f/1/aaaa000001/price-list.pdf');
    expect(pub.status).toBe(404);
    expect(pub.headers.get('cache-control')).toBe('no-store');
    expect(await pub.text()).not.toContain('partner prices');
    // Unsigned on the private route: refused (decision 0800).
    const unsigned = await fetchPath('/private/f/1/aaaa000001/price-list.pdf');
    expect(unsigned.status).toBe(403);
    const me = await fetchPath(`/v2/cdn/assets/me?token=local-asset&filename=${encodeURIComponent('https://a.storyblok.com/f/1/aaaa000001/price-list.pdf')}`);
    const signedUrl = ((await me.json()) as { asset: { signed_url: string } }).asset.signed_url;
    const priv = await fetch(signedUrl);
    expect(priv.status).toBe(200);
    expect(priv.headers.get('cache-control')).toBe('private, no-store');
    expect(await priv.text()).toContain('partner prices');
    // The private route serves nothing public, even with a valid signature for that path.
    const publicMe = await fetchPath(`/v2/cdn/assets/me?token=local-asset&filename=${encodeURIComponent(`https://a.storyblok.com${IMG}`)}`);
    expect(((await publicMe.json()) as { asset: { signed_url: string } }).asset.signed_url).toBe(`${server.origin}${IMG}`);
  });
});
