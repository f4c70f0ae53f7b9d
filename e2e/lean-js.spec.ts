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
