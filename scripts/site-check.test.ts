import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSites, formatReport, parsePage, parseSitemap, type MarketReport } from './site-check';

/**
 * A tiny stand-in of the global site (two locales are enough): every page the checker must judge,
 * with one of each defect the site check exists to catch.
 */
let origin = '';
const page = (lang: string, body: string, head = '') =>
  `<!DOCTYPE html><html lang="${lang}"><head>${head}</head><body><header><a href="/en/global">Home</a></header><main>${body}</main></body></html>`;
const alt = (hreflang: string, path: string) => `<link rel="alternate" hreflang="${hreflang}" href="${origin}${path}">`;
const canonical = (path: string) => `<link rel="canonical" href="${origin}${path}">`;

const ENGLISH_TEXT = '<p>Our service centres repair any Silca machine quickly and well.</p>';
function routes(): Record<string, { status?: number; body: string | Buffer; type?: string }> {
  return {
    '/en/global': {
      body: page(
        'en',
        '<a href="/en/global/products">Products</a><a href="/en/global/events-and-news/events">Events</a><a href="/en/global/after-sales">After-sales</a><a href="/en/global/missing">Broken</a>',
        canonical('/en/global') + alt('en', '/en/global') + alt('de', '/de/global'),
      ),
    },
    '/de/global': {
      body: page(
        'de',
        '<p>Willkommen bei Silca, dem Hersteller von Schlüsselmaschinen.</p><a href="/de/global/kundendienst">Kundendienst</a>',
        canonical('/de/global') + alt('en', '/en/global') + alt('de', '/de/global'),
      ),
    },
    '/en/global/products': { body: page('en', '<ul><li><a href="/en/global/products/futura-pro">Futura Pro</a></li></ul>') },
    '/en/global/products/futura-pro': { body: Buffer.concat([Buffer.from(page('en', '<h1>Futura Pro</h1>')), Buffer.from([0])]) },
    // A listing that renders no items: the defect of docs/requirements/pages.md#listings.
    '/en/global/events-and-news/events': { body: page('en', '<p>No events found at the moment, come back soon please.</p>') },
    // One-way hreflang: names the German home as its alternate, which does not name it back.
    '/en/global/after-sales': {
      body: page('en', ENGLISH_TEXT, canonical('/en/global/after-sales') + alt('en', '/en/global/after-sales') + alt('de', '/de/global')),
    },
    // Declared German, body English.
    '/de/global/kundendienst': {
      body: page('de', ENGLISH_TEXT, canonical('/de/global/kundendienst') + alt('en', '/en/global/after-sales') + alt('de', '/de/global/kundendienst')),
    },
    '/en/global/privacy-policy': { body: page('en', '<p>Privacy</p>') },
    '/sitemap.xml': {
      type: 'application/xml',
      body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${[
        '/en/global',
        '/en/global/products',
        '/en/global/privacy-policy',
        '/en/global/gone',
      ]
        .map((p) => `<url><loc>${origin}${p}</loc><xhtml:link rel="alternate" hreflang="en" href="${origin}${p}"/></url>`)
        .join('')}</urlset>`,
    },
  };
}

let server: http.Server;
let reports: MarketReport[];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const r = routes()[req.url ?? ''];
    if (!r) {
      res.writeHead(404, { 'content-type': 'text/html' }).end(page('en', '<h1>Not found</h1>'));
      return;
    }
    res.writeHead(r.status ?? 200, { 'content-type': r.type ?? 'text/html; charset=utf-8' }).end(r.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  reports = await checkSites({ markets: { global: origin }, concurrency: 2 });
  // The stand-in only serves en and de; the other seven homes of global answer 404.
}, 30_000);

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('site check', () => {
  const failures = (kind: string) => reports[0]!.failures.filter((f) => f.kind === kind).map((f) => new URL(f.url).pathname);

  it('finds a broken link and a sitemap URL that does not answer 200', () => {
    expect(failures('status')).toEqual(expect.arrayContaining(['/en/global/missing', '/en/global/gone']));
  });

  it('finds the sitemap URL no link reaches', () => {
    expect(failures('orphan')).toEqual(expect.arrayContaining(['/en/global/privacy-policy', '/en/global/gone']));
    expect(failures('orphan')).not.toContain('/en/global/products');
    expect(reports[0]!.orphans).toBe(2);
  });

  it('finds the NUL byte, the empty listing, the one-way hreflang and the untranslated page', () => {
    expect(failures('nul')).toEqual(['/en/global/products/futura-pro']);
    expect(failures('empty-listing')).toEqual(['/en/global/events-and-news/events']);
    expect(failures('empty-listing')).not.toContain('/en/global/products');
    // after-sales names the German home, which does not name it back; kundendienst names after-sales, which names another page.
    expect(failures('hreflang').sort()).toEqual(['/de/global/kundendienst', '/en/global/after-sales']);
    expect(failures('untranslated')).toEqual(['/de/global/kundendienst']);
    expect(failures('untranslated')).not.toContain('/de/global');
  });

  it('prints the figures per market', () => {
    const text = formatReport(reports);
    expect(text).toMatch(/^market\s+pages\s+links\s+sitemap\s+orphans\s+failures/);
    expect(text).toMatch(/global\s+\d+\s+\d+\s+4\s+2\s+\d+/);
    expect(text).toContain('[empty-listing]');
  });

  it('honours --sample: crawls at most N pages and does not judge orphans', async () => {
    const sampled = await checkSites({ markets: { global: origin }, sample: 3 });
    expect(sampled[0]!.pages).toBeLessThanOrEqual(3);
    expect(sampled[0]!.failures.some((f) => f.kind === 'orphan')).toBe(false);
  });
});

describe('parsers', () => {
  it('reads links of the main content apart from the frame, alternates and the language', () => {
    const p = parsePage(
      'http://x/en',
      200,
      Buffer.from(
        '<html lang="ru"><head><link rel="alternate" hreflang="it" href="http://y/it"></head><body><nav><a href="/a">A</a></nav><main><a href="/b">B</a></main></body></html>',
      ),
    );
    expect(p.lang).toBe('ru');
    expect(p.links).toEqual(['/a', '/b']);
    expect(p.mainLinks).toEqual(['/b']);
    expect(p.alternates).toEqual([{ hreflang: 'it', href: 'http://y/it' }]);
  });

  it('reads sitemap entries with their alternates', () => {
    const entries = parseSitemap(
      '<urlset><url><loc>http://x/a?b=1&amp;c=2</loc><xhtml:link rel="alternate" hreflang="de" href="http://x/de/a"/></url></urlset>',
    );
    expect(entries).toEqual([{ loc: 'http://x/a?b=1&c=2', alternates: [{ hreflang: 'de', href: 'http://x/de/a' }] }]);
  });
});
