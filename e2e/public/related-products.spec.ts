import { expect, test } from '@playwright/test';

// docs/requirements/pages.md#related-products: a product page shows related products from the search layer (the embedded engine's
// similar items here), each a link to another product page of the same market and locale,
// rendered on the server (no JavaScript needed) and followed to a page that answers.
test.setTimeout(60_000);
test.beforeAll(async ({ request }) => {
  // The embedded indexes build in the background after start; related products need them.
  test.setTimeout(240_000);
  await expect.poll(async () => (await request.get('/readyz')).status(), { timeout: 230_000, intervals: [1_000] }).toBe(200);
});

// Products no other spec opens: a page rendered before the indexes were built (and cached) would have none.
const PAGES = [
  { locale: 'en', path: '/en/global/products/silca-matrix-pro', heading: 'Related products', prefix: '/en/global/products/' },
  { locale: 'it', path: '/it/global/prodotti/silca-matrix-pro', heading: 'Prodotti correlati', prefix: '/it/global/prodotti/' },
] as const;

for (const js of [true, false]) {
  for (const p of PAGES) {
    test(`${p.locale} product page ${js ? 'with' : 'without'} JavaScript links related products of its locale`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: js });
      const page = await context.newPage();
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(200);
      const section = page.getByRole('region', { name: p.heading });
      await expect(section).toBeVisible();
      const links = section.getByRole('link');
      expect(await links.count()).toBeGreaterThan(0);
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        expect(href.startsWith(p.prefix), href).toBe(true);
        expect(href).not.toBe(p.path);
      }
      expect(await section.locator('img').count()).toBeGreaterThan(0);
      // Following one lands on another product page of the same locale.
      await links.first().click();
      await expect(page).toHaveURL(new RegExp(`${hrefs[0]!.replace(/[/.]/g, '\\$&')}$`));
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', p.locale);
      await context.close();
    });
  }
}
