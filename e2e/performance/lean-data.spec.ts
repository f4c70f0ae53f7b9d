import { expect, test, type Page } from '@playwright/test';
import { dataUrl } from '../support';

/**
 * docs/requirements/performance.md#uncached-throughput "Loader data carries what the page renders, not whole records" (decision 0841): the
 * home's related products travel as card summaries and links carry the page's language only,
 * while the cards still link to the products in that language and a client navigation there
 * renders the whole product.
 */
/**
 * The loader data the page hydrated with, by route id. With single fetch (decision 1044) the
 * document streams it as turbo-stream, which only Remix decodes: read it from the router.
 */
async function loaderDataOf(page: Page): Promise<Record<string, unknown>> {
  await page.waitForFunction(() => '__remixRouter' in window);
  return page.evaluate(() => (window as unknown as { __remixRouter: { state: { loaderData: Record<string, unknown> } } }).__remixRouter.state.loaderData);
}

/** Every `translated_slugs` entry and every rich text document under `value`. */
function scan(value: unknown, found: { langs: Set<string>; docs: number }): typeof found {
  if (Array.isArray(value)) value.forEach((item) => scan(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.type === 'doc') found.docs++;
    if (Array.isArray(record.translated_slugs)) for (const slug of record.translated_slugs as { lang: string }[]) found.langs.add(slug.lang);
    Object.values(record).forEach((item) => scan(item, found));
  }
  return found;
}

test('the Italian home sends product summaries in Italian only, and a card leads to the whole product', async ({ page }) => {
  await page.goto('/it/global');
  const data = (await loaderDataOf(page)).page as { rels: unknown[]; story: unknown };
  // Slugs of other languages are not sent (the language selector has its own alternates).
  expect([...scan(data, { langs: new Set(), docs: 0 }).langs]).toEqual(['it']);
  // Related products carry no rich text: their details belong to their own pages.
  expect(data.rels.length).toBeGreaterThan(0);
  expect(scan(data.rels, { langs: new Set(), docs: 0 }).docs).toBe(0);

  await page.waitForFunction(() => '__remixRouter' in window);
  const card = page.locator('article a[href^="/it/global/prodotti/"]').first();
  const href = await card.getAttribute('href');
  const name = (await card.innerText()).trim();
  await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
  await card.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  // A client navigation (same document) that renders the product as a full page load does.
  expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
  const navigated = (await page.locator('main').innerText()).trim();
  await page.reload();
  expect((await page.locator('main').innerText()).trim()).toBe(navigated);
  expect(navigated.length).toBeGreaterThan(500);
});

// docs/requirements/performance.md#front-end-budget: a listing page's HTML under 60 KB in every language (decision 0843): the UI strings
// are one immutable file per locale that the browser downloads once, not inline loader data.
test('listing pages stay under 60 KB in English, Italian and Russian, and hydrate with their strings file', async ({ page, request }) => {
  for (const path of ['/en/global/products', '/it/global/prodotti', '/ru/global/produkty']) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
    expect(response.status()).toBe(200);
    const bytes = (await response.body()).length;
    expect(bytes, `${path} is ${bytes} bytes`).toBeLessThan(60 * 1024);
    // The root's data (its own single-fetch answer: every string once, as JSON) has no UI strings.
    expect(await (await request.get(dataUrl(path, 'root'))).text()).not.toContain('"common"');
  }

  const stringsRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/_strings/')) stringsRequests.push(new URL(r.url()).pathname);
  });
  await page.goto('/it/global/prodotti');
  await page.waitForFunction(() => '__remixRouter' in window);
  expect(stringsRequests).toEqual([expect.stringMatching(/^\/_strings\/it\.[\w-]+\.json$/)]);
  const strings = await request.get(stringsRequests[0]!);
  expect(strings.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Hydrated with Italian strings: the phone menu the client opens speaks Italian.
  await page.setViewportSize({ width: 375, height: 800 });
  const menu = page.getByRole('button', { name: 'Apri menu' });
  await menu.click();
  const close = page.getByRole('button', { name: 'Chiudi menu' });
  await expect(close).toBeVisible();
  await close.click();
  // A client navigation reuses the strings: no second download.
  await page.locator('main a[href^="/it/global/prodotti/"]:visible').first().click();
  await expect(page).toHaveURL(/\/it\/global\/prodotti\/.+/);
  expect(stringsRequests).toHaveLength(1);
});

// The site's links are plain anchors that navigate in the page on a plain click (decision 0844):
// a modified click stays the browser's, e.g. a new tab, and the page does not move.
test('a ctrl or cmd click on a product card opens it in a new tab and leaves the listing as it was', async ({ page, context }) => {
  await page.goto('/en/global/products');
  await page.waitForFunction(() => '__remixRouter' in window);
  const card = page.locator('main a[href^="/en/global/products/"]:visible').first();
  const href = (await card.getAttribute('href'))!;
  const opened = context.waitForEvent('page');
  await card.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(href);
  await expect(page).toHaveURL(/\/en\/global\/products$/);
});
