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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered page is already styled by its lazy blocks stylesheets', async ({ page }) => {
    await page.goto('/en/global');
    const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(sheets.some((href) => /EditorialHero-[\w-]+\.css$/.test(href))).toBe(true);
    // The hero title is white on the brand blue, which only the block's stylesheet sets.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(255, 255, 255)');
  });
});
