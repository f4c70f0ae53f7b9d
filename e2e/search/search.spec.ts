import { expect, test, type Page } from '@playwright/test';

// docs/requirements/search.md#search-page: search from the header of any page, on global (en, it) and site-italy, with and
// without JavaScript; facets, no results, type-ahead; bad input never a 500; the extranet stays shut.
const italy = () => `http://127.0.0.1:${process.env.E2E_ITALY_PORT}`;

// The embedded indexes build in the background after start (/readyz says when); wait for them once.
test.setTimeout(60_000);
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  for (const base of [`http://127.0.0.1:${process.env.E2E_GLOBAL_PORT}`, italy()]) {
    await expect.poll(async () => (await request.get(`${base}/readyz`)).status(), { timeout: 230_000, intervals: [1_000] }).toBe(200);
  }
});

const FLOWS = [
  {
    name: 'global en',
    base: () => '',
    start: '/en/global',
    query: 'hu66',
    path: '/en/global/search',
    result: 'HU66 laser-track blank',
    href: '/en/global/products/blank-hu66',
  },
  {
    name: 'global it',
    base: () => '',
    start: '/it/global',
    query: 'chiavi grezze',
    path: '/it/global/cerca',
    result: 'Chiavi grezze',
    href: '/it/global/categorie/chiavi-grezze',
  },
  { name: 'site-italy', base: italy, start: '/', query: 'futura pro', path: '/cerca', result: 'Futura Pro', href: '/prodotti/silca-futura-pro' },
] as const;

async function searchFromHeader(page: Page, base: string, start: string, query: string) {
  await page.goto(base + start);
  const field = page.locator('header input[name="q"]');
  await field.fill(query);
  await field.press('Enter');
}

for (const flow of FLOWS) {
  test(`${flow.name}: the header search finds "${flow.query}" with JavaScript`, async ({ page }) => {
    await searchFromHeader(page, flow.base(), flow.start, flow.query);
    await expect(page).toHaveURL(new RegExp(`${flow.path.replace(/\//g, '\\/')}\\?q=`));
    const hit = page.locator(`main a[href="${flow.href}"]`).first();
    await expect(hit).toBeVisible({ timeout: 30_000 });
    await expect(hit).toContainText(flow.result);
    await expect(page.locator('main mark').first()).toBeVisible();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const flow of FLOWS) {
    test(`${flow.name}: the header form submits and the results are server-rendered`, async ({ page }) => {
      await searchFromHeader(page, flow.base(), flow.start, flow.query);
      await expect(page).toHaveURL(new RegExp(`${flow.path.replace(/\//g, '\\/')}\\?q=`));
      await expect(page.locator(`main a[href="${flow.href}"]`).first()).toContainText(flow.result, { timeout: 30_000 });
    });
  }

  test('facet links filter with counts, and no results shows the docs/requirements/pages.md#error-messages text with a reset link', async ({ page }) => {
    await page.goto('/en/global/search?q=silca');
    const news = page.locator('main aside a', { hasText: /^News \(\d+\)$/ });
    await expect(news).toBeVisible({ timeout: 30_000 });
    const count = Number((await news.textContent())!.match(/\((\d+)\)/)![1]);
    await news.click();
    await expect(page).toHaveURL(/type=news/);
    await expect(page.locator('main ol > li')).toHaveCount(Math.min(count, 10));
    await expect(page.locator('main ol > li p').first()).toContainText('News');

    // Without filters there is nothing to reset (docs/requirements/search.md#search-page-filters).
    await page.goto('/en/global/search?q=zzqxjv');
    await expect(page.getByText('There are no results for this query, edit or reset the filters.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reset filters' })).toHaveCount(0);
    // With one, its reset keeps the query and drops the filter.
    await page.goto('/en/global/search?q=silca&type=news');
    await expect(page.locator('main ol > li').first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Reset filters' }).first().click();
    await expect(page).toHaveURL(/\/en\/global\/search\?q=silca$/);
  });
});

test('results follow the typing on the search page, and the header type-ahead loads on focus', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/en/global');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /header-search-suggest/.test(s))).toEqual([]);
  const field = page.locator('header input[name="q"]');
  await field.focus();
  await field.pressSequentially('futura', { delay: 30 });
  const suggestions = page.getByTestId('search-suggestions');
  await expect(suggestions.locator('[role="option"][data-href="/en/global/products/silca-futura-pro"]')).toBeVisible({ timeout: 30_000 });

  await page.goto('/en/global/search');
  await page.waitForLoadState('networkidle'); // hydrated: the field listens to typing
  await page.locator('#search-page-q').pressSequentially('transponders', { delay: 30 });
  await expect(page).toHaveURL(/\/en\/global\/search\?q=transponders/, { timeout: 15_000 });
  await expect(page.locator('main a[href="/en/global/category/transponders"]').first()).toBeVisible();
});

// Results that arrive while the visitor is still typing must not take the field from them: before,
// the field was remounted with each result's query, so the focus and the keys typed after it were lost.
test('results arriving mid-typing keep the focus and the keys typed since', async ({ page }) => {
  await page.goto('/en/global/search');
  await page.waitForLoadState('networkidle'); // hydrated: the field listens to typing
  const field = page.locator('#search-page-q');
  await field.click();
  await page.keyboard.type('transp', { delay: 30 });
  await expect(page).toHaveURL(/\/en\/global\/search\?q=transp$/);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-page-q');
  await page.keyboard.type('onders', { delay: 30 });
  await expect(field).toHaveValue('transponders');
  await expect(page).toHaveURL(/\/en\/global\/search\?q=transponders$/);
  // A query from elsewhere still sets the field: a new search by Enter, then the back button.
  await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
  await field.fill('futura');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/en\/global\/search\?q=futura$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/global\/search\?q=transponders$/);
  await expect(field).toHaveValue('transponders');
  // All of it in one document (client navigations).
  expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
});

test('hostile search parameters get a page, never a 500', async ({ request }) => {
  const cases = [
    `q=${'x'.repeat(1500)}`,
    'q=%01%02%1b%5B31m%7F%E2%80%AEchiavi',
    'q=%22unbalanced',
    "q=')%20OR%201=1--",
    'q=hu66&type=nope&category=%22x&facets=*&indexName=silca_extranet_global_en',
    'q=hu66&page=-1',
    'q=hu66&page=1000000000',
    'q=hu66&page=1e9',
    'q=%3Cscript%3Ealert(1)%3C/script%3E',
  ];
  for (const qs of cases) {
    const res = await request.get(`/en/global/search?${qs}`);
    expect(res.status(), qs).toBeLessThan(500);
    expect(await res.text()).not.toContain('<script>alert(1)</script>');
  }
  // 200 characters of 3 bytes: over Algolia's 512 bytes, so never sent; the usual "no results" (docs/requirements/search.md#query-length).
  const long = encodeURIComponent('鍵'.repeat(200));
  const page = await request.get(`/en/global/search?q=${long}`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('There are no results for this query');
  const typeahead = await request.get(`/api/search?q=${long}&locale=en`);
  expect(typeahead.status()).toBe(200);
  expect((await typeahead.json()).hits).toEqual([]);
  const api = await request.get('/api/search?q=partner%20price%20list&locale=en');
  expect(api.status()).toBe(200);
  expect(JSON.stringify(await api.json())).not.toContain('/extranet');
  expect((await request.get('/api/search?q=x&locale=xx')).status()).toBe(400);
});

test('partner search needs a partner session', async ({ request }) => {
  const res = await request.get('/en/global/extranet/search?q=partner', { maxRedirects: 0 });
  expect([401, 302, 303]).toContain(res.status());
  expect(await res.text()).not.toContain('Partner price list');
});
