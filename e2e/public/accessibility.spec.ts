import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// docs/requirements/pages.md#block-library-goals: every page template, rendered from the content space, has zero axe violations
// (WCAG 2.2 AA) in chromium. One page per template and layout, desktop and a 320 px phone.
const PAGES: Array<[template: string, path: string, status: number]> = [
  ['page (home, pre-footer layout)', '/en/global', 200],
  ['page (generic, default layout)', '/en/global/terms-of-sale', 200],
  ['product_listing', '/en/global/products', 200],
  ['product_listing (family)', '/de/global/produkte/automobil', 200],
  ['product_detail', '/it/global/prodotti/silca-alpha-pro', 200],
  ['category_listing', '/en/global/category/key-blanks', 200],
  ['news_article', '/fr/global/evenements-et-actualites/communiques-de-presse/smart-pro-mini-launch', 200],
  ['event', '/en/global/events-and-news/events/security-essen-2024', 200],
  ['downloads_skeleton', '/en/global/download-area', 200],
  ['landing_page (custom landing layout)', '/en/global/landing-smart-pro-mini', 200],
  ['thank_you_page', '/en/global/thank-you-eng', 200],
  ['shop', '/es/global/tiendas-silca/silca-shop-madrid-chamberi', 200],
  ['not_found (404)', '/en/global/no-such-page', 404],
  ['unauthorized (401, empty layout)', '/en/global/extranet', 401],
];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 320, height: 640 },
]) {
  test.describe(`axe on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const [template, path, status] of PAGES) {
      test(`${template}: ${path}`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
