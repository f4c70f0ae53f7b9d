import { expect, test } from '@playwright/test';

// docs/requirements/urls.md#locale-selection-query: a language change keeps the search and the
// filters whose values every locale reads alike; docs/requirements/urls.md#uppercase-paths: page
// paths typed with capitals answer 301 to their lower-case route, files keep their case; and
// /favicon.ico is a real icon.

const ITALY = `http://127.0.0.1:${process.env.E2E_ITALY_PORT}`;

test.describe('without JavaScript (plain links)', () => {
  test.use({ javaScriptEnabled: false });

  test('switching language on a search keeps the query and the types, not the localised category', async ({ page }) => {
    await page.goto('/en/global/search?q=key&type=product&category=Key%20blanks&page=2');
    const italian = page.locator('header a[hreflang="it"]');
    await expect(italian).toHaveAttribute('href', '/it/global/cerca?q=key&type=product');
    await page.locator('header summary').filter({ hasText: /EN/ }).first().click();
    await italian.click();
    await expect(page).toHaveURL(/\/it\/global\/cerca\?q=key&type=product$/);
    await expect(page.locator('#search-page-q')).toHaveValue('key');
  });

  test('switching language on a product listing keeps its filters and sort', async ({ page }) => {
    await page.goto('/en/global/products?category=key-blanks&sort=name_asc');
    await expect(page.locator('header a[hreflang="de"]')).toHaveAttribute('href', '/de/global/produkte?category=key-blanks&sort=name_asc');
    // A locale's home (no equivalent page) gets none.
    await page.goto('/en/global/products/automotive?type=machine');
    await expect(page.locator('header a[hreflang="ro"]')).toHaveAttribute('href', '/ro/global');
  });
});

test('switching language with JavaScript keeps the query too', async ({ page }) => {
  await page.goto('/en/global/search?q=key');
  await page.waitForLoadState('networkidle');
  await page.locator('header summary').filter({ hasText: /EN/ }).first().click();
  await page.locator('header a[hreflang="it"]').click();
  await expect(page).toHaveURL(/\/it\/global\/cerca\?q=key$/);
  await expect(page.locator('#search-page-q')).toHaveValue('key');
});

test('uppercase page paths answer 301 to the lower-case route, query kept', async ({ request }) => {
  for (const [from, to] of [
    ['/EN/global/products', '/en/global/products'],
    ['/EN/Global/Products?q=Key&type=product', '/en/global/products?q=Key&type=product'],
    ['/IT/global/CERCA?q=Chiave', '/it/global/cerca?q=Chiave'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
  const followed = await request.get('/EN/global/products');
  expect(followed.status()).toBe(200);
  const italy = await request.get(`${ITALY}/PRODOTTI`, { maxRedirects: 0 });
  expect(italy.status()).toBe(301);
  expect(italy.headers().location).toBe('/prodotti');
});

test('paths whose case matters are never rewritten, and unknown ones keep their 404', async ({ request, page }) => {
  // A built script under /assets with its case changed is no file: 404, not a redirect to another name.
  await page.goto('/en/global');
  const script =
    (await page
      .locator('script[src^="/assets/"], link[href^="/assets/"]')
      .first()
      .getAttribute('src')
      .catch(() => null)) ?? (await page.locator('link[href^="/assets/"]').first().getAttribute('href'))!;
  expect((await request.get(script)).status()).toBe(200);
  const upper = script.replace(/[a-z]/, (c) => c.toUpperCase());
  expect((await request.get(upper, { maxRedirects: 0 })).status()).not.toBe(301);
  for (const target of [
    '/_assets/f/287745/1200x800/84aecf33ce/Category-Key-Blanks.jpg',
    '/API/search?q=x',
    '/EN/global/No-Such-Page-Anywhere/At-All/Here',
    '/_signed-assets/F/x?sig=AbC',
  ]) {
    const response = await request.get(target, { maxRedirects: 0 });
    expect(response.status(), target).not.toBe(301);
    expect(response.status(), target).toBeLessThan(500);
  }
});

test('/favicon.ico is an icon with a long cache, declared beside the SVG', async ({ request, page }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  expect(Number(/max-age=(\d+)/.exec(response.headers()['cache-control'] ?? '')?.[1])).toBeGreaterThanOrEqual(86_400);
  const body = await response.body();
  // ICONDIR: reserved 0, type 1 (icon), at least one image.
  expect(body.readUInt16LE(0)).toBe(0);
  expect(body.readUInt16LE(2)).toBe(1);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
  await page.goto('/en/global');
  await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
  await expect(page.locator('link[rel="icon"][href="/favicon.svg"]')).toHaveCount(1);
  expect((await request.get('/favicon.svg')).status()).toBe(200);
});
