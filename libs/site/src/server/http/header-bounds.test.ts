import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LOCATION_BYTES, boundedLocation, responseHeaderBounds } from './header-bounds';

describe('boundedLocation', () => {
  it('keeps a short target, drops the query of a long one (fragment kept), refuses one too long without it', () => {
    expect(boundedLocation('/en/global?q=1')).toBe('/en/global?q=1');
    expect(boundedLocation(`/en/global?paths=${'x'.repeat(12_000)}`)).toBe('/en/global');
    expect(boundedLocation(`/en/global/downloads?${'a=1&'.repeat(2000)}#none`)).toBe('/en/global/downloads#none');
    expect(boundedLocation(`/${'p'.repeat(MAX_LOCATION_BYTES)}`)).toBeNull();
    expect(boundedLocation(`/${'p'.repeat(MAX_LOCATION_BYTES)}?q=1`)).toBeNull();
  });
});

describe('responseHeaderBounds (docs/requirements/hardening.md#response-header-bounds)', () => {
  let server: import('node:http').Server;
  let base = '';
  beforeAll(async () => {
    const app = express();
    app.use(responseHeaderBounds());
    // A redirect that keeps the request's query, as the trailing-slash and locale redirects do.
    app.get('/keep-query/', (req, res) => res.redirect(301, `/keep-query${req.originalUrl.slice(req.path.length)}`));
    app.get('/data', (req, res) =>
      res
        .status(204)
        .set('X-Remix-Redirect', `/somewhere?${String(req.query.q)}`)
        .end(),
    );
    app.get('/long-path', (_req, res) => res.redirect(302, `/${'p'.repeat(5000)}`));
    app.get('/other', (_req, res) => res.set('X-Echo', 'e'.repeat(9000)).send('ok'));
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('a redirect echoing a 12 KB query keeps its path without the query; a short one is unchanged', async () => {
    const long = await fetch(`${base}/keep-query/?paths=${'x'.repeat(12_000)}`, { redirect: 'manual' });
    expect(long.status).toBe(301);
    expect(long.headers.get('location')).toBe('/keep-query');
    const short = await fetch(`${base}/keep-query/?q=1`, { redirect: 'manual' });
    expect(short.headers.get('location')).toBe('/keep-query?q=1');
  });

  it("Remix's data redirect is bounded the same way", async () => {
    const r = await fetch(`${base}/data?q=${'y'.repeat(9000)}`);
    expect(r.headers.get('x-remix-redirect')).toBe('/somewhere');
  });

  it('a target too long even without a query answers 414 without Location; any other header past 8 KB is dropped', async () => {
    const r = await fetch(`${base}/long-path`, { redirect: 'manual' });
    expect(r.status).toBe(414);
    expect(r.headers.get('location')).toBeNull();
    const o = await fetch(`${base}/other`);
    expect(o.status).toBe(200);
    expect(o.headers.get('x-echo')).toBeNull();
  });
});
