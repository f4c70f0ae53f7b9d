import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { dataUrl } from '../support';

// docs/requirements/extranet.md#no-leaks: never leak the extranet (HTML, loader data, sitemap, shared caches, errors).
test('extranet pages answer 401 with the unauthorized screen, privately, data requests too', async ({ page, request }) => {
  const response = await page.goto('/it/global/extranet/prodotti');
  expect(response?.status()).toBe(401);
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('link', { name: 'Go back to the homepage' })).toHaveCount(0);
  const data = await request.get(dataUrl('/it/global/extranet/prodotti', 'extranet-page'));
  expect(data.status()).toBe(401);
  expect(await data.text()).not.toMatch(/partner|product_detail|full_slug/i);
});

test('the sitemap lists public pages only and robots.txt points at it', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/en/global/products/silca-alpha-pro');
  expect(sitemap).not.toContain('extranet');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /en/global/extranet');
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  expect(baseURL).toBeTruthy();
});

test('public pages carry security headers and a CSP of inline-script hashes a shared cache can serve to everyone (decision 0740)', async ({ request }) => {
  const first = await request.get('/en/global');
  const second = await request.get('/en/global');
  const csp = first.headers()['content-security-policy'] ?? '';
  expect(csp).not.toContain("'nonce-");
  expect(second.headers()['content-security-policy']).toBe(csp);
  const html = await first.text();
  expect(html).not.toMatch(/ nonce="/);
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\ssrc=/.test(m[1]!)).map((m) => m[2]!);
  expect(inline.length).toBeGreaterThan(0);
  for (const body of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  expect(first.headers()['x-content-type-options']).toBe('nosniff');
  expect(first.headers()['x-powered-by']).toBeUndefined();
});

test('built assets are cached for a year, pages briefly', async ({ request }) => {
  const page = await request.get('/en/global');
  expect(page.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  const asset = (await page.text()).match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const file = await request.get(asset!);
  expect(file.headers()['cache-control']).toContain('max-age=31536000');
  expect(file.headers()['cache-control']).toContain('immutable');
});
