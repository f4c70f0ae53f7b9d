import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort, startNode, waitForHttp, type Spawned } from '../support';

// docs/requirements/urls.md#route-rules: editors' redirects and route rules (docs/requirements/urls.md#route-rules), and a non-indexable deployment (docs/requirements/product.md#site-configuration).

/** A client-side navigation through Remix's router (no document request). */
async function navigateInApp(page: Page, to: string) {
  await page.evaluate((path) => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    void (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(path);
  }, to);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('an old product slug lands on the product, in the same language, on global and on italy', async ({ page }) => {
      await page.goto('/it/global/prodotti/silca-futura');
      await expect(page).toHaveURL(/\/it\/global\/prodotti\/silca-futura-pro$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Futura');
      await page.goto(`http://127.0.0.1:${process.env.E2E_ITALY_PORT}/prodotti/silca-futura?ref=mail`);
      await expect(page).toHaveURL(/\/prodotti\/silca-futura-pro\?ref=mail$/);
    });

    test('a retired category, whatever lies below it, lands on its successor', async ({ page }) => {
      await page.goto('/en/global/category/transponder-keys/old-page');
      await expect(page).toHaveURL(/\/en\/global\/category\/transponders$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('a campaign short link leaves for the campaign host', async ({ page }) => {
      // The browser follows the server's 302 to the other host (which this machine cannot reach).
      const leaving = page.waitForRequest((request) => request.url() === 'https://campaign.silca.example/smart-pro-mini' && request.isNavigationRequest());
      await page.goto('/de/global/smart-pro-mini').catch(() => undefined);
      await leaving;
    });
  });
}

test('on a client navigation an in-app redirect needs no reload, an external one leaves the app', async ({ page }) => {
  await page.route('https://campaign.silca.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Campaign</h1>' }));
  await page.goto('/en/global');
  await page.waitForLoadState('networkidle');
  await navigateInApp(page, '/en/global/products/silca-futura');
  await expect(page).toHaveURL(/\/en\/global\/products\/silca-futura-pro$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Futura');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await navigateInApp(page, '/en/global/smart-pro-mini');
  await expect(page).toHaveURL('https://campaign.silca.example/smart-pro-mini');
});

test('redirects are 301 unless the rule says 302, and keep the query', async ({ request }) => {
  const old = await request.get('/en/global/products/silca-futura?utm=x', { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe('/en/global/products/silca-futura-pro?utm=x');
  const campaign = await request.get('/it/global/smart-pro-mini', { maxRedirects: 0 });
  expect(campaign.status()).toBe(302);
  expect(campaign.headers().location).toBe('https://campaign.silca.example/smart-pro-mini');
});

test('a rule switch keeps one page out of search engines; the others are indexable', async ({ page }) => {
  await page.goto('/en/global/terms-of-sale');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.goto('/en/global/privacy-policy');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test.describe('a deployment that is not production (SITE_INDEXABLE unset)', () => {
  let site: Spawned;
  let origin: string;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    site = startNode('apps/site-italy/build/server.mjs', {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SITE_INDEXABLE: '',
      STORYBLOK_TOKEN: '',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'silca-noindex-')),
    });
    // Ready, not only live: the server listens before its backends start (decision 0913).
    await waitForHttp(`${origin}/readyz`, 110_000, (status) => status === 200);
  });
  test.afterAll(async () => site?.stop());

  test('keeps every page and robots.txt out of search engines, and still builds the sitemap', async ({ page, request }) => {
    const robots = await (await request.get(`${origin}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/$/m);
    for (const path of ['/', '/prodotti', '/prodotti/silca-futura-pro', '/pagina-che-non-esiste']) {
      const response = await page.goto(origin + path);
      expect(response?.headers()['x-robots-tag'], path).toBe('noindex');
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex');
    }
    const sitemap = await request.get(`${origin}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain('/prodotti/silca-futura-pro');
  });
});
