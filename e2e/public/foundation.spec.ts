import { expect, test } from '@playwright/test';

const italy = () => `http://127.0.0.1:${process.env.E2E_ITALY_PORT}`;

test.describe('global market', () => {
  test('home -> products listing -> product -> same product in Italian', async ({ page }) => {
    const home = await page.goto('/en/global');
    expect(home?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/ \| Silca$/);

    // "Products" is a submenu (a <details> disclosure): open it, then follow its first link.
    const nav = page.getByRole('navigation', { name: /main/i });
    await nav.getByText('Products', { exact: true }).first().click();
    await nav.getByRole('link', { name: 'Products', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/global\/products$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The URL changes before the new page commits (React renders it in a transition): read the
    // first product only once the listing is on screen, not the home's first article.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our products');

    const firstProduct = page.getByRole('main').getByRole('article').first().getByRole('link');
    const productName = (await firstProduct.innerText()).trim();
    await firstProduct.click();
    await expect(page).toHaveURL(/\/en\/global\/products\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
    await expect(page).toHaveTitle(`${productName} | Silca`);

    const italian = await page.locator('link[rel="alternate"][hreflang="it"]').getAttribute('href');
    expect(italian).toMatch(/\/it\/global\/prodotti\/[^/]+$/);
    const response = await page.goto(new URL(italian!).pathname);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Italian listing lives at /it/global/prodotti', async ({ page }) => {
    const response = await page.goto('/it/global/prodotti');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });

  test('unknown path renders the not-found screen with 404', async ({ page }) => {
    const response = await page.goto('/en/global/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('We are not able to find the page you were looking for')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back to the homepage' })).toHaveAttribute('href', '/');
  });
});

test.describe('italy market', () => {
  test('home and a product in Italian without prefix', async ({ page }) => {
    const home = await page.goto(`${italy()}/`);
    expect(home?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');

    const listing = await page.goto(`${italy()}/prodotti`);
    expect(listing?.status()).toBe(200);
    await page.getByRole('main').getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/prodotti\/[^/]+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('without analytics consent no page view reaches the data layer', async ({ page }) => {
  await page.goto('/en/global');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length ?? 0)).toBe(0);
});

test('page views reach the data layer after each page, with the previous URL (docs/requirements/pages.md#page-views)', async ({ page, context, baseURL }) => {
  // The visitor granted analytics consent on an earlier visit (the cookie-consent banner, docs/requirements/pages.md#cookie-consent).
  await context.addCookies([{ name: 'silca_consent', value: 'granted', url: baseURL! }]);
  await page.goto('/en/global');
  await expect.poll(() => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length ?? 0)).toBe(1);
  await page.getByRole('link', { name: 'Discover the products' }).click();
  await expect(page).toHaveURL(/\/en\/global\/products$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length ?? 0)).toBe(2);
  const [first, second] = (await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)) as Array<Record<string, string>>;
  expect(first).toMatchObject({ event: 'page_view', page_location: expect.stringMatching(/\/en\/global$/) });
  expect(second).toMatchObject({
    event: 'page_view',
    page_location: expect.stringMatching(/\/en\/global\/products$/),
    page_referrer: first!.page_location,
    page_title: await page.title(),
  });
});

test('the live build id is served uncached for the freshness check (docs/requirements/pages.md#build-freshness)', async ({ page, request }) => {
  await page.goto('/en/global');
  const version = await page.evaluate(() => (window as unknown as { __remixManifest: { version: string } }).__remixManifest.version);
  const response = await request.get(`/_build.json?t=${Date.now()}`);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.json()).toEqual({ id: version });
});
