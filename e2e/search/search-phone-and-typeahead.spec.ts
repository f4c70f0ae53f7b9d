import { expect, test, type Page } from '@playwright/test';

// docs/requirements/search.md#search-page-filters: on a phone the facets fold behind "Filters" so the
// results start above the fold, with and without JavaScript; docs/requirements/search.md#header-type-ahead:
// the header type-ahead is a WAI-ARIA 1.2 combobox, used here with the keyboard only.

test.setTimeout(90_000);
test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  await expect.poll(async () => (await request.get('/readyz')).status(), { timeout: 230_000, intervals: [1_000] }).toBe(200);
});

/**
 * The first result follows the search field within a third of the screen (the facets take no more
 * than their toggle), and with JavaScript (the phone menu folded) it starts on the first screen.
 * Without JavaScript the page's own header is the open menu, which these facets do not change.
 */
async function firstResultAboveFold(page: Page, height: number, js: boolean) {
  const first = page.locator('#search-results ol > li').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const box = (await first.boundingBox())!;
  const field = (await page.locator('#search-page-q').boundingBox())!;
  expect(box.y - (field.y + field.height), 'facets between the search field and the results').toBeLessThan(height / 3);
  if (js) expect(box.y + Math.min(box.height, 60), 'the first result starts within the first screen').toBeLessThan(height);
}

for (const js of [false, true]) {
  test.describe(`a phone (375 px) ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 375, height: 740 } });

    test('the facets fold behind "Filters": the results start above the fold, the panel filters, resets and shows N results', async ({ page }) => {
      await page.goto('/en/global/search?q=silca');
      await firstResultAboveFold(page, 740, js);
      const toggle = page.locator('main summary', { hasText: 'Filters' });
      await expect(toggle).toBeVisible();
      const news = page.locator('main aside a', { hasText: /^News \(\d+\)$/ });
      await expect(news).toBeHidden();
      // No filter chosen: nothing to reset.
      await toggle.click();
      await expect(news).toBeVisible();
      await expect(page.getByRole('link', { name: 'Reset filters' })).toHaveCount(0);
      const showAll = page.locator('main aside a', { hasText: /^Show \d+ results$/ });
      await expect(showAll).toBeVisible();
      await news.click();
      await expect(page).toHaveURL(/type=news/);
      // The chosen filter is counted on the toggle, and the results are still first on the screen.
      if (!js) await expect(toggle).toContainText('1');
      if (!js) await firstResultAboveFold(page, 740, js);
      if (js) await expect(page.locator('#search-results ol > li p').first()).toContainText('News');
      if (!(await page.locator('main aside a', { hasText: /^Show \d+ results?$/ }).isVisible())) await toggle.click();
      const reset = page.getByRole('link', { name: 'Reset filters' });
      await expect(reset).toBeVisible();
      const show = page.locator('main aside a', { hasText: /^Show \d+ results?$/ });
      await show.click();
      await expect(page).toHaveURL(/#search-results$/);
      await expect(page.locator('#search-results ol > li').first()).toBeInViewport();
    });
  });
}

test('wide screens show the facets beside the results, without a toggle', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/global/search?q=silca');
  await expect(page.locator('main aside a', { hasText: /^News \(\d+\)$/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main summary', { hasText: 'Filters' })).toBeHidden();
});

test('the header type-ahead is a combobox driven by the keyboard alone', async ({ page }) => {
  await page.goto('/en/global');
  const field = page.locator('header input[name="q"]');
  await expect(field).toHaveAttribute('role', 'combobox');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await page.waitForLoadState('networkidle'); // hydrated: focus loads the type-ahead
  // Tab from the top of the page to the field: no pointer anywhere.
  for (let i = 0; i < 30 && !(await field.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  // The answer for the whole word (earlier ones, for "fu", may show the list first).
  const answered = page.waitForResponse((r) => r.url().includes('/api/search?') && new URL(r.url()).searchParams.get('q') === 'futura', { timeout: 30_000 });
  await page.keyboard.type('futura', { delay: 40 });
  await answered;
  const list = page.getByRole('listbox', { name: 'Search' });
  await expect(list).toBeVisible({ timeout: 30_000 });
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(field).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
  const options = list.getByRole('option');
  const count = await options.count();
  expect(count).toBeGreaterThan(1);
  await expect(field).not.toHaveAttribute('aria-activedescendant');

  // Down moves to the first option, again to the second; Up back; Up from the first wraps to the last.
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await expect(field).toBeFocused();

  // Escape closes the list and keeps the text; Down opens it again.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toHaveValue('futura');
  await page.keyboard.press('ArrowDown');
  await expect(list).toBeVisible();
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

  // Enter opens the active option's page.
  const href = (await options.nth(0).getAttribute('data-href'))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
});

test('Enter without an active option still submits the search', async ({ page }) => {
  await page.goto('/en/global');
  await page.waitForLoadState('networkidle');
  const field = page.locator('header input[name="q"]');
  await field.focus();
  const answered = page.waitForResponse((r) => r.url().includes('/api/search?') && new URL(r.url()).searchParams.get('q') === 'futura', { timeout: 30_000 });
  await page.keyboard.type('futura', { delay: 40 });
  await answered;
  await expect(page.getByRole('listbox', { name: 'Search' })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/global\/search\?q=futura$/);
});
