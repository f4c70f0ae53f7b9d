import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT } from '../support';

// docs/requirements/performance.md#code-loaded-when-wanted: code that only some pages need is loaded only where it is used.
// What the page itself loads: the browser asks to save data, so links in view do not prefetch the
// pages they lead to (docs/requirements/content.md#client-limits), whose chunks (the home's carousel...) would otherwise arrive about
// a second after the links appear, before network idle on a slow machine.
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return scripts;
}

// Decision 0964: content is parsed on the server; zod (about 26 KB gzip) reaches the browser only
// on demand, for the forms' browser-side validation and the visual editor's live edits. Names zod's
// own classes, which survive minification as strings.
const ZOD = /\$ZodType|ZodError/;

test('no block or template chunk holds zod, nor any script of pages without a form', async ({ page }) => {
  const client = path.join(ROOT, 'apps/site-global/build/client');
  const assets = JSON.parse(readFileSync(path.join(client, 'block-assets.json'), 'utf8')) as Record<string, { js: string[] }>;
  const files = [...new Set(Object.values(assets).flatMap((entry) => entry.js))];
  expect(files.length).toBeGreaterThan(40);
  expect(files.filter((file) => ZOD.test(readFileSync(path.join(client, file), 'utf8')))).toEqual([]);
  test.slow(); // three pages to network idle
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  const bodies: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  // (A page with a form loads its validation, zod included, once hydrated: use-page-forms.ts.)
  for (const url of ['/en/global', '/en/global/products', '/en/global/events-and-news/events/security-essen-2024']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
  }
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(10);
  expect(scripts.some((script) => /\/ProductsCarousel-/.test(script.url))).toBe(true);
  expect(scripts.filter((script) => ZOD.test(script.body)).map((script) => new URL(script.url).pathname)).toEqual([]);
});

test('the home loads the carousel it shows', async ({ page }) => {
  const scripts = await scriptsOf(page, '/en/global');
  expect(scripts.some((s) => /ProductsCarousel-/.test(s))).toBe(true);
});

// Decision 0966: a block's stylesheet is named after the block, like its chunk. The document links
// one combined stylesheet of its blocks (decision 0780); at hydration the blocks' chunks bring their
// own files through Vite's preload helper, a cost decision 1040 takes (no disabled links naming
// them any more): those of the blocks the page shows, by name, and none of other blocks.
test('the home is styled by the combined stylesheet of its blocks; hydration fetches only the stylesheets of the blocks it shows, by name', async ({
  page,
}) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  const sheets: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'stylesheet') sheets.push(new URL(response.url()).pathname);
  });
  await page.goto('/en/global');
  await page.waitForFunction(() => '__remixRouter' in window);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('head link[disabled]').count()).toBe(0);
  expect(sheets.filter((s) => s.startsWith('/assets/css/'))).toHaveLength(1);
  const own = sheets.filter((s) => !s.startsWith('/assets/css/'));
  for (const block of ['EditorialHero', 'SmallBanner'])
    expect(own, block).toContainEqual(expect.stringMatching(new RegExp(`^/assets/${block}-[\\w-]+\\.css$`)));
  expect(own.filter((s) => /\/(block|CustomForm|ImageGrid|Accordion|DownloadableList|NewsGrid|FullBanner)-/.test(s))).toEqual([]);
  // The hero title is white on the brand blue, which only the block's rules set: the combined sheet applies them.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(255, 255, 255)');
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
  const cards = page
    .locator('main ul')
    .filter({ has: page.locator('a[href*="/en/global/products/"]') })
    .first();
  await expect(cards).toHaveCSS('display', 'grid');
  // The stylesheets the document came with stay linked (no unstyled flash while new ones load).
  const after = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(after).toEqual(expect.arrayContaining(served));
});

// docs/requirements/performance.md#front-end-budget: a page's JavaScript carries no strings tables (the page's language comes as one
// strings file, decision 0843); before, every page shipped the nine locales' tables (about 30 KB gzip).
test("an Italian product page downloads no other language's strings, and its built-in form is in Italian", async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto('/it/global/prodotti/silca-futura-pro');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: /^Richiedi un’offerta: / })).toBeVisible();
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(5);
  // Russian is the one Cyrillic locale: any Cyrillic text in a script is another language's table.
  expect(scripts.filter((body) => /[\u0400-\u04FF]/.test(body)).map((body) => body.slice(0, 80))).toEqual([]);
  // Nor German words of the blocks', forms' or frame's tables.
  expect(scripts.filter((body) => /Unbekannter Block|Dieses Feld ist erforderlich|Senden Sie uns eine Anfrage/.test(body))).toEqual([]);
});

// docs/requirements/performance.md#front-end-budget: the hero is the LCP element and arrives early.
test('the home preloads its hero image at high priority, and the browser downloads that image once', async ({ page }) => {
  const heroRequests: string[] = [];
  page.on('request', (request) => {
    if (/home-hero\.jpg/.test(request.url())) heroRequests.push(request.url());
  });
  await page.goto('/en/global');
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  const hero = page.locator('main img').first();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveAttribute('width', /^\d+$/);
  await expect(hero).toHaveAttribute('height', /^\d+$/);
  // The preload names exactly the candidates and sizes of the <img>: one download, not two.
  expect(await preload.getAttribute('imagesrcset')).toBe(await hero.getAttribute('srcset'));
  expect(await preload.getAttribute('imagesizes')).toBe(await hero.getAttribute('sizes'));
  await page.waitForLoadState('networkidle');
  expect(heroRequests).toHaveLength(1);
  expect(await hero.evaluate((img) => (img as HTMLImageElement).currentSrc)).toBe(heroRequests[0]);
});

// docs/requirements/performance.md#front-end-budget (Lighthouse): the product page's built-in form is not in its story, so its code was not
// loaded before hydration; when it came late, React threw the server HTML away (error #418).
test("a product page hydrates without errors even when the built-in form's code arrives late", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(/\/assets\/CustomForm-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/en/global/products/silca-alpha-pro');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: /^Request a price offer: / })).toBeVisible();
  expect(errors).toEqual([]);
});

// docs/requirements/performance.md#front-end-budget (Lighthouse CLS 0): the consent banner appears after hydration without moving the page.
test('nothing shifts when the consent banner appears on a phone-sized listing', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/en/global/products');
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  const shifts = await page.evaluate(
    () =>
      new Promise<{ total: number; entries: string[] }>((resolve) => {
        let total = 0;
        const entries: string[] = [];
        type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; startTime: number; sources?: Source[] }[]) {
            total += entry.value;
            // What moved, so a failure names its cause (a rare 0.0002 on a loaded CI machine was not reproducible).
            const moved = (entry.sources ?? []).map((s) => {
              const el = s.node instanceof Element ? s.node : s.node?.parentElement;
              const name = el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')}` : String(s.node?.nodeName);
              return `${name} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`;
            });
            entries.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, entries }), 500);
      }),
  );
  expect(shifts.total, shifts.entries.join('\n')).toBe(0);
  // It covers nothing: the page's end scrolls clear of it.
  await page.getByRole('contentinfo').getByRole('link').last().focus();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerEnd = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom);
  const bannerTop = await banner.evaluate((node) => node.getBoundingClientRect().top);
  expect(footerEnd).toBeLessThanOrEqual(bannerTop + 1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered page is styled by at most 3 render-blocking stylesheets', async ({ page }) => {
    for (const path of ['/en/global', '/en/global/products', '/it/global/prodotti/silca-futura-pro', '/en/global/thank-you-eng']) {
      await page.goto(path);
      // Remix's links of the route modules (the shell's stylesheets, decision 1040) and the page's combined one.
      const sheets = await page.locator('head link[rel="stylesheet"]').count();
      expect(sheets, path).toBeGreaterThan(0);
      expect(sheets, path).toBeLessThanOrEqual(3);
    }
    await page.goto('/en/global');
    // The hero title is white on the brand blue, which only the block's stylesheet sets.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(255, 255, 255)');
  });
});

// docs/requirements/search.md#search-page (decision 0811): the search page's code loads on the search page only, the
// type-ahead's when the header search field is first used.
test('a product page loads no search code until the header search field is used', async ({ page }) => {
  const scripts = await scriptsOf(page, '/en/global/products/silca-futura-pro');
  // (`lazy-search-view` is the few lines that load the view on demand.)
  expect(scripts.filter((s) => /\/search-view-|header-search-suggest/.test(s))).toEqual([]);
  await page.locator('header input[name="q"]').focus();
  await expect.poll(() => scripts.some((s) => /header-search-suggest/.test(s))).toBe(true);
});

test('the search page loads its own code and renders its results before hydration', async ({ page }) => {
  const scripts = await scriptsOf(page, '/en/global/search?q=hu66');
  expect(scripts.some((s) => /\/search-view-/.test(s))).toBe(true);
  await expect(page.locator('main a[href="/en/global/products/blank-hu66"]').first()).toBeVisible();
});
