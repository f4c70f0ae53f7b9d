import { expect, test, type Page } from '@playwright/test';
import { USERS, logInFrom, Problems } from '../journeys/crawl-support';
import { SWEEP_LANGUAGES, alternateUrl, axeViolations, htmlCheckerErrors } from './conformance-support';

// docs/requirements/pages.md#accessibility: every page template, in English, German and
// Italian (Italian market), at 1280 and 375 px, has zero axe violations of any rule and impact,
// and the HTML the server sends has zero errors in the W3C HTML checker.

test.use({ ignoreHTTPSErrors: true });

const ITALY = `http://127.0.0.1:${process.env.E2E_ITALY_PORT}`;

/** A template's English page, its status, and the other languages' URLs when it has no hreflang links (error screens). */
type Entry = [template: string, path: string, status: number, others?: Record<string, string>];

const PUBLIC: Entry[] = [
  ['home (page, pre-footer layout)', '/en/global', 200],
  ['page (generic, default layout)', '/en/global/terms-of-sale', 200],
  ['about us', '/en/global/about-us', 200],
  ['product_listing', '/en/global/products', 200],
  ['product_listing (family)', '/en/global/products/automotive', 200],
  ['product_detail', '/en/global/products/silca-futura-pro', 200],
  ['category_listing', '/en/global/category/automotive-key-machines', 200],
  ['solutions', '/en/global/industrial-solutions/custom-key-heads', 200],
  ['events and news hub', '/en/global/events-and-news', 200],
  ['news listing', '/en/global/events-and-news/news-about-us', 200],
  ['news_article', '/en/global/events-and-news/news-about-us/silca-opens-new-training-centre', 200],
  ['press release', '/en/global/events-and-news/press-releases/smart-pro-mini-launch', 200],
  ['event listing', '/en/global/events-and-news/events', 200],
  ['event', '/en/global/events-and-news/events/smart-pro-mini-live-demo', 200],
  ['resources', '/en/global/resources', 200],
  ['bulletin (product_resource)', '/en/global/resources/bulletins/bulletin-2025-06', 200],
  ['catalogue', '/en/global/resources/catalogs/key-blanks-catalogue-2025', 200],
  ['downloads_skeleton', '/en/global/download-area', 200],
  ['shop listing', '/en/global/silca-shops', 200],
  ['shop', '/en/global/silca-shops/silca-shop-milano-centrale', 200],
  ['athlete listing', '/en/global/about-us/athletes', 200],
  ['athlete', '/en/global/about-us/giulia-moretti', 200],
  ['work with us', '/en/global/work-with-us/cnc-machinist', 200],
  ['contact form', '/en/global/contact-us/request-information', 200],
  ['form page', '/en/global/forms/product-demo', 200],
  ['landing_page (custom landing layout)', '/en/global/landing-smart-pro-mini', 200],
  ['thank_you_page', '/en/global/thank-you-eng', 200],
  ['cookie-consent', '/en/global/cookie-policy', 200],
  ['search', '/en/global/search?q=futura', 200, { de: '/de/global/suchen?q=futura', 'it-IT': `${ITALY}/cerca?q=futura` }],
  ['not_found (404)', '/en/global/no-such-page', 404, { de: '/de/global/keine-solche-seite', 'it-IT': `${ITALY}/pagina-inesistente` }],
  ['unauthorized (401, empty layout)', '/en/global/extranet', 401, { de: '/de/global/extranet', 'it-IT': `${ITALY}/extranet` }],
];

/**
 * Extranet templates as a partner, on global in English, German and Italian (the other languages
 * from the page's language links; one partner session, one server).
 */
const EXTRANET_LANGUAGES = ['en', 'de', 'it'] as const;
const EXTRANET: string[] = [
  '/en/global/extranet',
  '/en/global/extranet/products',
  '/en/global/extranet/products/automotive',
  '/en/global/extranet/products/automotive-key-machines',
  '/en/global/extranet/products/automotive-key-machines/futura-pro-partner-sheet',
  '/en/global/extranet/photogallery',
  '/en/global/extranet/photogallery/machines',
  '/en/global/extranet/news-bulletins',
  '/en/global/extranet/news-bulletins/bulletin-2025-07',
  '/en/global/extranet/catalogues',
  '/en/global/extranet/catalogues/2025',
  '/en/global/extranet/catalogues/2025/partner-price-list-2025',
  '/en/global/extranet/search?q=futura',
];

/** An extranet page as an entry; the search pages carry no language links, so theirs are given. */
const extranetEntry = (path: string): Entry =>
  path.includes('/search?')
    ? ['extranet', path, 200, { de: '/de/global/extranet/suchen?q=futura', it: '/it/global/extranet/cerca?q=futura' }]
    : ['extranet', path, 200];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 740 },
];

/** `path`'s page in each sweep language: the English one first, the others from its hreflang links. */
async function languagesOf(
  page: Page,
  [, path, status, others]: Entry,
  langs: readonly string[] = SWEEP_LANGUAGES,
): Promise<Array<[lang: string, url: string]>> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  const out: Array<[string, string]> = [['en', path]];
  for (const lang of langs.slice(1)) {
    const url = others?.[lang] ?? (await alternateUrl(page, lang));
    expect(url, `${path} has a ${lang} alternate`).toBeTruthy();
    out.push([lang, url as string]);
  }
  return out;
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe, every rule, on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Three pages each, every axe rule on each: room on two busy cores.
    test.describe.configure({ timeout: 120_000 });
    for (const entry of PUBLIC) {
      const [template, , status] = entry;
      test(`${template}`, async ({ page }) => {
        const violations: string[] = [];
        for (const [lang, url] of await languagesOf(page, entry)) {
          const response = await page.goto(url);
          expect(response?.status(), `${lang}: ${url}`).toBe(status);
          violations.push(...(await axeViolations(page)));
        }
        expect(violations).toEqual([]);
      });
    }

    test('extranet templates as a partner, and the 403 screen', async ({ page, context }) => {
      // About 45 pages with every axe rule and three logins: 4-5 s a page on two busy cores.
      test.setTimeout(360_000);
      const problems = new Problems();
      await logInFrom(page, problems, '/en/global/extranet', USERS.partner);
      const violations: string[] = [];
      for (const path of EXTRANET) {
        for (const [lang, url] of await languagesOf(page, extranetEntry(path), EXTRANET_LANGUAGES)) {
          if (lang !== 'en') expect((await page.goto(url))?.status(), url).toBe(200);
          violations.push(...(await axeViolations(page)));
        }
      }
      await context.clearCookies();
      await logInFrom(page, problems, '/en/global/extranet', USERS.buItalia);
      await page.goto('/it/global/extranet/documentazione-per-bu-italia');
      violations.push(...(await axeViolations(page)));
      await context.clearCookies();
      await logInFrom(page, problems, '/en/global/extranet', USERS.signedUp);
      violations.push(...(await axeViolations(page)));
      expect(violations).toEqual([]);
    });
  });
}

/** The HTML each page's server sends, by label, read with `page`'s cookies. */
async function served(page: Page, entries: Array<[label: string, url: string, status: number]>): Promise<Map<string, string>> {
  const documents = new Map<string, string>();
  for (const [label, url, status] of entries) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(status);
    documents.set(label, await response.text());
  }
  return documents;
}

test('W3C HTML checker: no error on any public template in three languages', async ({ page }) => {
  test.setTimeout(180_000);
  const entries: Array<[string, string, number]> = [];
  for (const entry of PUBLIC) for (const [lang, url] of await languagesOf(page, entry)) entries.push([`${entry[0]} (${lang}) ${url}`, url, entry[2]]);
  expect(await htmlCheckerErrors(await served(page, entries))).toEqual([]);
});

test('W3C HTML checker: no error on any extranet template in three languages', async ({ page, context }) => {
  test.setTimeout(180_000);
  const problems = new Problems();
  await logInFrom(page, problems, '/en/global/extranet', USERS.partner);
  const entries: Array<[string, string, number]> = [];
  for (const path of EXTRANET)
    for (const [lang, url] of await languagesOf(page, extranetEntry(path), EXTRANET_LANGUAGES)) entries.push([`${lang} ${url}`, url, 200]);
  const documents = await served(page, entries);
  await context.clearCookies();
  await logInFrom(page, problems, '/en/global/extranet', USERS.buItalia);
  for (const [label, html] of await served(page, [['BU Italia documentation', '/it/global/extranet/documentazione-per-bu-italia', 200]]))
    documents.set(label, html);
  expect(await htmlCheckerErrors(documents)).toEqual([]);
});
