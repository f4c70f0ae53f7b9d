import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { checkPage, logInFrom, Problems, USERS, visit, type PageCheck } from './crawl-support';

// The role crawl of docs/requirements/pages.md#role-crawl: in chromium with JavaScript on, for global and italy, as anonymous,
// partner, BU Italia partner and a signed-up user without access. It opens a sample of every
// template (one page per template and listing, not every page) and every extranet page, and
// uses every kind of control once. Each test collects every failure and prints the whole list.
test.use({ ignoreHTTPSErrors: true });
test.describe.configure({ mode: 'parallel' });

const ITALY = `http://127.0.0.1:${process.env.E2E_ITALY_PORT}`;

/** One page per public template (and per listing), English paths of the global market. */
const PUBLIC_SAMPLE: [string, PageCheck][] = [
  ['/en/global', {}],
  ['/en/global/products', { listing: true }],
  ['/en/global/category/automotive-key-machines', { listing: true }],
  ['/en/global/products/silca-futura-pro', {}],
  ['/en/global/events-and-news', {}],
  ['/en/global/events-and-news/news-about-us', { listing: true }],
  ['/en/global/events-and-news/news-about-us/silca-opens-new-training-centre', {}],
  ['/en/global/events-and-news/press-releases', { listing: true }],
  ['/en/global/events-and-news/events', { listing: true }],
  ['/en/global/events-and-news/events/smart-pro-mini-live-demo', {}],
  ['/en/global/resources/catalogs', { listing: true }],
  ['/en/global/resources/catalogs/key-blanks-catalogue-2025', {}],
  ['/en/global/download-area', {}],
  ['/en/global/silca-shops', { listing: true }],
  ['/en/global/silca-shops/silca-shop-milano-centrale', {}],
  ['/en/global/about-us/athletes', { listing: true }],
  ['/en/global/about-us/giulia-moretti', {}],
  ['/en/global/about-us', {}],
  ['/en/global/work-with-us/cnc-machinist', {}],
  ['/en/global/contact-us/request-information', {}],
  ['/en/global/landing-smart-pro-mini', {}],
  ['/en/global/cookie-policy', {}],
  ['/en/global/search?q=futura', { listing: true }],
];

/** Pages of the global sample also opened in Italian (the italy market opens every template in Italian). */
const ITALIAN_TOO = new Set([
  '/en/global',
  '/en/global/products',
  '/en/global/products/silca-futura-pro',
  '/en/global/events-and-news/events',
  '/en/global/search?q=futura',
]);

/** Every extranet page (English paths of global); the Italian ones are read from the language links. */
const EXTRANET: [string, PageCheck][] = [
  ['/en/global/extranet', {}],
  ['/en/global/extranet/products', { listing: true }],
  ['/en/global/extranet/products/automotive', { listing: true }],
  ['/en/global/extranet/products/residential', { listing: true }],
  ['/en/global/extranet/products/automotive-key-machines', { listing: true }],
  ['/en/global/extranet/products/automotive-key-machines/futura-pro-partner-sheet', {}],
  ['/en/global/extranet/photogallery', {}],
  ['/en/global/extranet/photogallery/machines', {}],
  ['/en/global/extranet/photogallery/events', {}],
  ['/en/global/extranet/news-bulletins', { listing: true }],
  ['/en/global/extranet/news-bulletins/bulletin-2025-07', {}],
  ['/en/global/extranet/catalogues', {}],
  ['/en/global/extranet/catalogues/2025', {}],
  ['/en/global/extranet/catalogues/2025/partner-price-list-2025', {}],
  ['/en/global/extranet/search?q=futura', { listing: true }],
];
const ITALY_EXTRANET_SAMPLE =
  /extranet(|\/products|\/products\/automotive-key-machines(\/futura-pro-partner-sheet)?|\/photogallery\/machines|\/news-bulletins|\/catalogues\/2025|\/search.*)$/;
const BU_ITALIA = ['/it/global/extranet/documentazione-per-bu-italia', '/it/global/extranet/documentazione-per-bu-italia/listino-agenti-2025'];

/** English path -> Italian path of every page of the global sitemap (its hreflang alternates). */
async function italianPaths(request: APIRequestContext): Promise<Map<string, string>> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const map = new Map<string, string>();
  for (const [entry] of xml.matchAll(/<url>[\s\S]*?<\/url>/g)) {
    const en = entry.match(/hreflang="en" href="https?:\/\/[^/]+([^"]*)"/)?.[1];
    const it = entry.match(/hreflang="it" href="https?:\/\/[^/]+([^"]*)"/)?.[1];
    if (en && it) map.set(en, it);
  }
  return map;
}

/** The Italian version of the page shown, from the header's language links. */
async function italianOf(page: Page): Promise<string | null> {
  return page
    .locator('header a[href^="/it/"]')
    .filter({ hasText: 'Italiano' })
    .first()
    .getAttribute('href', { timeout: 2_000 })
    .catch(() => null);
}

/** Clicks a link to a file and expects the browser to download or show it: never a page of the site. */
async function clickFileLink(page: Page, problems: Problems, name: string, link: import('@playwright/test').Locator) {
  await problems.step(`file link (${name})`, async () => {
    const href = (await link.getAttribute('href')) ?? '';
    const download = page.waitForEvent('download', { timeout: 5_000 }).catch(() => null);
    // The file itself, or where its route sends the browser (an extranet file's signed URL).
    const before = page.url();
    const navigated = page
      .waitForURL((url) => url.toString() !== before, { timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    await link.click();
    const outcome = await Promise.race([download.then((d) => (d ? 'download' : null)), navigated.then((n) => (n ? 'navigation' : null))]);
    await page.waitForTimeout(300);
    await checkPage(page, problems);
    if (!outcome) problems.add(`file link (${name}) ${href}: neither a download nor a browser navigation to the file`);
    if (outcome === 'navigation') await page.goBack();
  });
}

/** The controls of the public pages, each used once (global, English unless said). */
async function publicControls(page: Page, problems: Problems, origin: string, it: boolean) {
  const home = it ? `${origin}/` : `${origin}/en/global`;
  const products = it ? `${origin}/prodotti` : `${origin}/en/global/products`;
  const product = it ? `${origin}/prodotti/silca-futura-pro` : `${origin}/en/global/products/silca-futura-pro`;
  const news = it ? `${origin}/eventi-e-notizie/dicono-di-noi` : `${origin}/en/global/events-and-news/news-about-us`;
  const downloads = it ? `${origin}/area-download` : `${origin}/en/global/download-area`;
  const contact = it ? `${origin}/contattaci/richiesta-informazioni` : `${origin}/en/global/contact-us/request-information`;

  await page.goto(product);
  await clickFileLink(page, problems, 'product datasheet', page.locator('main a[href$=".pdf"]').first());

  await problems.step('zoom', async () => {
    await page.goto(product);
    await page.locator('main a[aria-label^="Enlarge image"], main a[aria-label^="Ingrandisci"]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 5_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await problems.step('zip of the downloads area', async () => {
    await page.goto(downloads);
    const list = page
      .locator('main form')
      .filter({ has: page.locator('input[name=file]') })
      .first();
    await list.locator('input[name=file]').first().check();
    const download = page.waitForEvent('download', { timeout: 15_000 });
    await list.getByRole('button', { name: /Download selected|Scarica selezionati|Scarica i selezionati/i }).click();
    expect((await download).suggestedFilename()).toMatch(/\.zip$/);
    await checkPage(page, problems);
  });

  await problems.step('load more', async () => {
    await page.goto(news);
    const before = await page.locator('main article').count();
    await page
      .getByRole('link', { name: /Load more|Carica altri|Mostra altri/i })
      .first()
      .click();
    await expect.poll(() => page.locator('main article').count(), { timeout: 5_000 }).toBeGreaterThan(before);
    await checkPage(page, problems, { listing: true });
  });

  await problems.step('filter and sort', async () => {
    await page.goto(products);
    const main = page.locator('main');
    const filters = main.getByRole('button', { name: /^(Filters|Filtri)$/ });
    if (await filters.isVisible()) await filters.click();
    const apply = main.getByRole('button', { name: /^(Show|Mostra) \d+/ });
    const label = await apply.textContent();
    await main.locator('input[name=category]').first().check();
    await expect(apply, 'the filter button counts the ticked filters').not.toHaveText(label ?? '', { timeout: 5_000 });
    await apply.click();
    await page.waitForURL(/category=/);
    await main.locator('select[name=sort]').selectOption({ index: 1 });
    await page.waitForURL(/sort=/, { timeout: 5_000 });
    await checkPage(page, problems, { listing: true });
  });

  await problems.step('header search and type-ahead', async () => {
    await page.goto(home);
    const field = page.locator('header input[name=q]').first();
    await field.click();
    await field.pressSequentially('futura', { delay: 60 });
    await expect(page.getByTestId('search-suggestions')).toBeVisible({ timeout: 5_000 });
    await field.press('Enter');
    await page.waitForURL(/[?&]q=futura/);
    await checkPage(page, problems, { listing: true });
  });

  await problems.step('contact form submit', async () => {
    const response = await page.goto(contact);
    await page.waitForLoadState('networkidle');
    const form = page
      .locator('main form')
      .filter({ has: page.locator('input[name=email]') })
      .first();
    // The visitor's own token replaces the cached page's (decision 0935; single use): every role
    // posts on one cached copy, so a post before hydration would meet a spent token.
    const htmlToken = /name="_form_token" value="([^"]+)"/.exec((await response?.text()) ?? '')?.[1] ?? '';
    await expect(form.locator('input[name=_form_token]')).not.toHaveValue(htmlToken, { timeout: 15_000 });
    await form.locator('input[name=interests]').nth(1).check();
    await form.locator('input[name=email]').fill('crawl@example.com');
    await form.locator('input[name=company]').fill('Crawl Ltd');
    // Written the way people and the site write phone numbers (docs/requirements/forms.md#phone-numbers).
    await form.locator('input[name=phone]').fill('+39 0438 913 611');
    await form.locator('input[name=consent]').check();
    await page.waitForTimeout(400); // the minimum fill time of the test servers
    await form.getByRole('button', { name: /^(Send|Invia)$/ }).click();
    await expect(page.getByRole('main')).toContainText(/Thank you|Grazie/i, { timeout: 10_000 });
    await checkPage(page, problems);
  });

  await problems.step('the public header or footer leads partners to their login', async () => {
    await page.goto(home);
    const links = page.locator('header a[href*="/extranet"], footer a[href*="/extranet"], header a[href^="/auth/login"], footer a[href^="/auth/login"]');
    expect(await links.count()).toBeGreaterThan(0);
  });
}

/** The extranet's controls as a partner: file link, album photo, header search, partner search, language. */
async function extranetControls(page: Page, problems: Problems, prefix: string) {
  await problems.step('extranet header search field', async () => {
    await page.goto(`${prefix}/extranet`);
    const field = page.getByRole('banner').locator('input[name=q]');
    await expect(field).toBeVisible({ timeout: 3_000 });
    await field.fill('futura');
    await field.press('Enter');
    await page.waitForURL(/extranet\/(search|cerca)\?q=futura/);
    await checkPage(page, problems, { listing: true });
  });
  const english = prefix.endsWith('/en/global');
  await page.goto(`${prefix}/extranet/${english ? 'catalogues' : 'cataloghi'}/2025/partner-price-list-2025`);
  await clickFileLink(page, problems, 'partner catalogue', page.locator('main a[href*="/_extranet-assets/"]').first());
  await page.goto(`${prefix}/extranet/${english ? 'photogallery' : 'galleria-fotografica'}/machines`);
  // A photo opens in the album browser (docs/requirements/pages.md#album-browser); its "original" link is the file.
  await problems.step('album photo', async () => {
    await page.locator('main ul a[href*="/_extranet-assets/"]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 5_000 });
  });
  await clickFileLink(page, problems, 'album original', page.getByRole('dialog').locator('a[href*="/_extranet-assets/"]').first());
}

/** Logs out with the header's button; the extranet then answers 401. */
async function logOut(page: Page, problems: Problems, extranetHome: string) {
  await problems.step('logout', async () => {
    await page
      .getByRole('button', { name: /^(Log out|Esci)$/ })
      .first()
      .click({ timeout: 5_000 });
    await page.waitForURL((url) => !url.pathname.includes('/extranet') && !url.pathname.startsWith('/auth/'));
    const after = await page.request.get(extranetHome, { maxRedirects: 0 });
    expect(after.status()).toBe(401);
  });
}

test('crawl: anonymous visitor on global (en, it): every template, every public control', async ({ page, context, request }) => {
  test.setTimeout(150_000);
  const problems = new Problems();
  problems.watch(context);
  const italian = await italianPaths(request);
  for (const [path, check] of PUBLIC_SAMPLE) {
    await visit(page, problems, path, check);
    const [bare, query] = path.split('?');
    const it = ITALIAN_TOO.has(path) ? italian.get(bare!) : undefined;
    if (it) await visit(page, problems, query ? `${it}?${query}` : it, check);
  }
  await visit(page, problems, '/en/global/no-such-page', { status: 404 });
  await problems.step('event status follows its dates', async () => {
    await page.goto('/en/global/events-and-news/events/smart-pro-mini-live-demo');
    // Ended on 21 November 2026 (its stored dates).
    if (Date.now() > Date.parse('2026-11-22T00:00:00Z')) await expect(page.getByRole('main')).not.toContainText(/LIVE NOW/i);
  });
  await problems.step('athlete breadcrumb', async () => {
    await page.goto('/en/global/about-us/giulia-moretti');
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Our athletes');
  });
  await problems.step('language switch', async () => {
    await page.goto('/en/global/products/silca-futura-pro');
    const details = page
      .getByRole('banner')
      .locator('details')
      .filter({ has: page.locator('a[href^="/it/"]') })
      .first();
    await details.locator('summary').click();
    await details.locator('a[href^="/it/"]').filter({ hasText: 'Italiano' }).click();
    await page.waitForURL(/\/it\/global\//);
    await checkPage(page, problems);
  });
  for (const path of ['/en/global/extranet', '/it/global/extranet/prodotti']) await visit(page, problems, path, { status: 401 });
  await publicControls(page, problems, '', false);
  problems.assertNone();
});

test('crawl: anonymous visitor on italy: every template, search, files, forms', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const problems = new Problems();
  problems.watch(context);
  const italian = await italianPaths(request);
  const sitemap = await (await page.request.get(`${ITALY}/sitemap.xml`)).text();
  for (const [path, check] of PUBLIC_SAMPLE) {
    const [bare, query] = path.split('?');
    const it = italian.get(bare!)?.replace(/^\/it\/global/, '') || '/';
    if (!sitemap.includes(`>https://www.silca.it${it}<`)) continue;
    await visit(page, problems, `${ITALY}${it}${query ? `?${query}` : ''}`, check);
  }
  await visit(page, problems, `${ITALY}/extranet`, { status: 401 });
  await publicControls(page, problems, ITALY, true);
  problems.assertNone();
});

test('crawl: partner on global: every extranet page in en and it, files, album, search, logout', async ({ page, context }) => {
  test.setTimeout(150_000);
  const problems = new Problems();
  problems.watch(context);
  await problems.step('login from the 401 screen', () => logInFrom(page, problems, '/en/global/extranet', USERS.partner));
  for (const [path, check] of EXTRANET) {
    await visit(page, problems, path, check);
    const it = await italianOf(page);
    if (it) await visit(page, problems, it, check);
  }
  await visit(page, problems, '/it/global/extranet/cerca?q=futura', { listing: true });
  await visit(page, problems, BU_ITALIA[0]!, { status: 403 });
  await extranetControls(page, problems, '/en/global');
  await extranetControls(page, problems, '/it/global');
  await page.goto('/en/global/extranet');
  await logOut(page, problems, '/en/global/extranet');
  problems.assertNone();
});

test('crawl: partner on italy: every extranet page, files, album, search, logout', async ({ page, context }) => {
  test.setTimeout(120_000);
  const problems = new Problems();
  problems.watch(context);
  await problems.step('login from the 401 screen', () => logInFrom(page, problems, `${ITALY}/extranet`, USERS.partner));
  // The italy market's extranet is Italian: the global Italian paths without /it/global. Its
  // templates are global's (opened in en and it there): one page of each kind here.
  for (const [path, check] of EXTRANET.filter(([p]) => ITALY_EXTRANET_SAMPLE.test(p))) {
    const italian = path
      .replace('/en/global/extranet', '/extranet')
      .replace('/products', '/prodotti')
      .replace('/residential', '/residenziale')
      .replace('/photogallery', '/galleria-fotografica')
      .replace('/news-bulletins', '/bollettini-notizie')
      .replace('/catalogues', '/cataloghi')
      .replace('/search', '/cerca');
    await visit(page, problems, `${ITALY}${italian}`, check);
  }
  await extranetControls(page, problems, ITALY);
  await page.goto(`${ITALY}/extranet`);
  await logOut(page, problems, `${ITALY}/extranet`);
  problems.assertNone();
});

test('crawl: BU Italia partner on global: the BU Italia area in Italian, its files, logout', async ({ page, context }) => {
  test.setTimeout(90_000);
  const problems = new Problems();
  problems.watch(context);
  await problems.step('login from the 401 screen', () => logInFrom(page, problems, '/it/global/extranet', USERS.buItalia));
  for (const path of ['/it/global/extranet', ...BU_ITALIA, '/it/global/extranet/prodotti', '/it/global/extranet/cerca?q=listino'])
    await visit(page, problems, path);
  await page.goto(BU_ITALIA[1]!);
  await clickFileLink(page, problems, 'BU Italia document', page.locator('main a[href*="/_extranet-assets/"]').first());
  await page.goto('/it/global/extranet');
  await logOut(page, problems, '/it/global/extranet');
  problems.assertNone();
});

for (const [market, origin, home] of [
  ['global', '', '/en/global/extranet'],
  ['italy', ITALY, `${ITALY}/extranet`],
] as const) {
  test(`crawl: signed-up user without access on ${market}: the 403 screen names them and logs out`, async ({ page, context }) => {
    test.setTimeout(60_000);
    const problems = new Problems();
    problems.watch(context);
    await problems.step('login from the 401 screen', () => logInFrom(page, problems, home, USERS.signedUp));
    await visit(page, problems, home, { status: 403 });
    await problems.step('403 screen names the user', async () => {
      await expect(page.locator('body')).toContainText(USERS.signedUp.name, { timeout: 2_000 });
    });
    await logOut(page, problems, home);
    await visit(page, problems, `${origin}${market === 'global' ? '/en/global' : '/'}`);
    problems.assertNone();
  });
}
