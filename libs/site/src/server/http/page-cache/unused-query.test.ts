import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { readPageCacheConfig } from './config';
import { createPageCache } from './page-cache';
import { dropUnusedQuery, withoutUnusedQuery } from './unused-query';

// docs/requirements/hardening.md#unused-query-strings, decision 1001: a query a route does not use
// changes neither its cache key nor its work; pages keep theirs.

const servers: import('node:http').Server[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

describe('withoutUnusedQuery', () => {
  it('drops the query of the sitemap, robots.txt and built files, keeps every page query', () => {
    expect(withoutUnusedQuery('/sitemap.xml?v=3')).toBe('/sitemap.xml');
    expect(withoutUnusedQuery('/robots.txt?_data=robots')).toBe('/robots.txt');
    expect(withoutUnusedQuery('/assets/entry.client-abc.js?v=1&x')).toBe('/assets/entry.client-abc.js');
    expect(withoutUnusedQuery('/_strings/en-abc.json?t=9')).toBe('/_strings/en-abc.json');
    expect(withoutUnusedQuery('/_assets/f/1/2/a.jpg/m/200x0?bust')).toBe('/_assets/f/1/2/a.jpg/m/200x0');
    for (const page of [
      '/en/global/products?page=2',
      '/en/global/search?q=futura',
      '/en/global/products?sort=name&_data=page',
      '/sitemap.xml.gz?v=1',
      '/en/sitemap.xml?v=1',
      '/api/search?q=x',
    ]) {
      expect(withoutUnusedQuery(page)).toBe(page);
    }
  });
});

describe('dropUnusedQuery with the page cache', () => {
  it('cache-busters of the sitemap are one entry and one render; listing queries stay apart', async () => {
    const renders: string[] = [];
    const seen: unknown[] = [];
    const cache = createPageCache({ config: readPageCacheConfig({ NODE_ENV: 'production' }), publicOrigin: () => 'https://www.silca.example' });
    const app = express();
    app.use(dropUnusedQuery());
    app.use(cache.middleware);
    app.get(['/sitemap.xml', '/en/global/products'], (req, res) => {
      renders.push(req.originalUrl);
      seen.push(req.query);
      res.set('Cache-Control', 'public, max-age=3600').type('xml').send(`<urlset>${req.originalUrl}</urlset>`);
    });
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const answers = await Promise.all(
      ['/sitemap.xml?v=1', '/sitemap.xml?v=2', '/sitemap.xml?_data=routes/sitemap', '/sitemap.xml'].map((t) => fetch(base + t)),
    );
    const bodies = await Promise.all(answers.map((a) => a.text()));
    expect(new Set(bodies)).toEqual(new Set(['<urlset>/sitemap.xml</urlset>']));
    expect(renders).toEqual(['/sitemap.xml']);
    expect(seen).toEqual([{}]);
    expect((await fetch(`${base}/sitemap.xml?v=99`)).headers.get('x-cache')).toBe('HIT');

    await (await fetch(`${base}/en/global/products?page=2`)).text();
    const other = await fetch(`${base}/en/global/products?page=3`);
    expect(await other.text()).toBe('<urlset>/en/global/products?page=3</urlset>');
    expect(renders).toEqual(['/sitemap.xml', '/en/global/products?page=2', '/en/global/products?page=3']);
  });
});
