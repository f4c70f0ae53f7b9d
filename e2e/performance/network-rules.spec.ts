import { expect, test, type Page } from '@playwright/test';

// docs/requirements/urls.md#route-rules: the browser's network rules of docs/requirements/performance.md#prefetching (link prefetch, generic retry policy).

/** The paths whose page data the browser prefetches from now on (filled as requests go out). */
function prefetchedPaths(page: Page): string[] {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The page route's single-fetch request (decision 1044): `/en/global/products.data?_routes=page`.
    if (url.pathname.endsWith('.data') && url.searchParams.get('_routes') === 'page' && request.headers().purpose === 'prefetch')
      prefetched.push(url.pathname.slice(0, -'.data'.length));
  });
  return prefetched;
}

test('links in view are prefetched about a second after they appear', async ({ page }) => {
  const prefetched = prefetchedPaths(page);
  await page.goto('/en/global');
  await page.waitForTimeout(400);
  expect(prefetched).toEqual([]);
  await expect.poll(() => prefetched.length, { timeout: 10_000 }).toBeGreaterThan(0);
  // Each path once, even if several links point at it.
  expect(new Set(prefetched).size).toBe(prefetched.length);
});

// An editor's route rule with `noprefetch` (content: global route rules, `/terms-of-sale`).
test('a link under a noprefetch route rule is never prefetched while its neighbours are', async ({ page }) => {
  const prefetched = prefetchedPaths(page);
  await page.goto('/en/global');
  const terms = page.locator('footer a[href="/en/global/terms-of-sale"]');
  await terms.scrollIntoViewIfNeeded();
  const neighbours = await page.locator('footer a[href^="/en/global/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(neighbours).toContain('/en/global/terms-of-sale');
  await expect.poll(() => prefetched.filter((p) => neighbours.includes(p)).length, { timeout: 10_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(1500);
  expect(prefetched).not.toContain('/en/global/terms-of-sale');
});

test('nothing is prefetched when the browser asks to save data', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  let prefetches = 0;
  page.on('request', (request) => {
    if (request.headers().purpose === 'prefetch') prefetches++;
  });
  await page.goto('/en/global');
  await page.waitForTimeout(3000);
  expect(prefetches).toBe(0);
});

test('a data request that fails once with 503 is retried and the navigation completes', async ({ page }) => {
  await page.goto('/en/global');
  await page.waitForLoadState('networkidle');
  let failed = 0;
  await page.route('**/en/global/products.data?*', async (route) => {
    if (route.request().headers().purpose !== 'prefetch' && failed === 0) {
      failed++;
      return route.fulfill({ status: 503, contentType: 'text/plain', body: 'busy' });
    }
    return route.continue();
  });
  await page.getByRole('link', { name: 'Discover the products' }).click();
  await expect(page).toHaveURL(/\/en\/global\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(failed).toBe(1);
});

// Decision 1074: the root's data depends on the locale alone, so a navigation within a locale asks
// only the page's loader (the request the prefetch warmed). The language selector loads a document.
test("a client navigation within a locale is one data request, and the route rules' robots follow the page", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.data') && request.headers().purpose !== 'prefetch') asked.push(`${url.pathname}?${url.searchParams.get('_routes')}`);
  });
  await page.goto('/en/global');
  await page.waitForLoadState('networkidle');
  for (const [path, robots] of [
    ['/en/global/terms-of-sale', 1],
    ['/en/global/privacy-policy', 0],
  ] as const) {
    asked.length = 0;
    await page.locator(`footer a[href="${path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('meta[name="robots"]')).toHaveCount(robots);
    expect(asked).toEqual([`${path}.data?page`]);
  }
});
