import { expect, test, type Page } from '@playwright/test';

// Issue 5: code that only some pages need is loaded only where it is used.
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return scripts;
}

test('the home loads the carousel it shows', async ({ page }) => {
  const scripts = await scriptsOf(page, '/en/global');
  expect(scripts.some((s) => /ProductsCarousel-/.test(s))).toBe(true);
});

test('a product listing loads no carousel, form, zoom or picker code', async ({ page }) => {
  const scripts = await scriptsOf(page, '/en/global/products');
  expect(scripts.filter((s) => /Carousel|CustomForm|Zoom|Picker/i.test(s))).toEqual([]);
});

test('a client navigation to a page of other blocks is styled by their stylesheets', async ({ page }) => {
  await page.goto('/en/global');
  await page.waitForLoadState('networkidle');
  const served = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  // A client navigation (no document request), then the listing's grid, set by its block's CSS only.
  await page.evaluate(() => ((window as unknown as { __navigated: boolean }).__navigated = true));
  await page.getByRole('link', { name: 'Discover the products' }).click();
  await expect(page).toHaveURL(/\/en\/global\/products$/);
  expect(await page.evaluate(() => (window as unknown as { __navigated?: boolean }).__navigated)).toBe(true);
  const cards = page.locator('main ul').filter({ has: page.locator('a[href*="/en/global/products/"]') }).first();
  await expect(cards).toHaveCSS('display', 'grid');
  // The stylesheets the document came with stay linked (no unstyled flash while new ones load).
  const after = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(after).toEqual(expect.arrayContaining(served));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered page is styled by at most 3 render-blocking stylesheets', async ({ page }) => {
    for (const path of ['/en/global', '/en/global/products', '/it/global/prodotti/silca-futura-pro', '/en/global/thank-you-eng']) {
      await page.goto(path);
      const sheets = await page.locator('head link[rel="stylesheet"]').count();
      expect(sheets, path).toBeGreaterThan(0);
      expect(sheets, path).toBeLessThanOrEqual(3);
    }
    await page.goto('/en/global');
    // The hero title is white on the brand blue, which only the block's stylesheet sets.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(255, 255, 255)');
  });
});
