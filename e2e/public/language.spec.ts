import { expect, test, type Page } from '@playwright/test';

// docs/requirements/urls.md#locale-selection: switching language, remembered locale, metadata and hostile paths on the global market.

async function switchLanguage(page: Page, label: string) {
  await page
    .locator('header details summary')
    .filter({ hasText: /EN|IT|DE/ })
    .first()
    .click();
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: label, exact: true }).click();
}

test('switching language on a product page lands on the translated product', async ({ page, context }) => {
  await page.goto('/en/global/products/silca-alpha-pro');
  await switchLanguage(page, 'Italiano');
  await expect(page).toHaveURL(/\/it\/global\/prodotti\/silca-alpha-pro$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alpha Pro');
  // The page remembers its locale itself once rendered (public answers set no cookie, decision 0823).
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('it');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.secure).toBe(false);
  // 365 days (docs/requirements/urls.md#locale-cookie), within a minute of slack.
  expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 365 * 86400))).toBeLessThan(60);
});

test('switching to a language the page does not exist in lands on that locale home', async ({ page }) => {
  // docs/requirements/urls.md#translated-segments: /products/automotive is not defined for ro and ru.
  const response = await page.goto('/en/global/products/automotive');
  expect(response?.status()).toBe(200);
  await switchLanguage(page, 'Română');
  await expect(page).toHaveURL(/\/ro\/global$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
});

test('an unprefixed global path follows the remembered locale', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);
  const response = await page.goto('/products');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/de\/global\/produkte$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('a wrong-language slug answers 301 to the canonical path', async ({ request }) => {
  const response = await request.get('/it/global/products/silca-alpha-pro?x=1', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/it/global/prodotti/silca-alpha-pro?x=1');
  const api = await request.get('/api/checkStorySlugs?path=/de/global/prodotti/silca-alpha-pro');
  expect(await api.json()).toEqual({ path: '/de/global/produkte/silca-alpha-pro', lang: 'de' });
});

const locales = ['en', 'de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru'];
const productWord: Record<string, string> = {
  en: 'products',
  de: 'produkte',
  es: 'productos',
  pt: 'produtos',
  fr: 'produits',
  it: 'prodotti',
  ro: 'produse',
  nl: 'producten',
  ru: 'produkty',
};

for (const locale of locales) {
  test(`metadata of the ${locale} product page`, async ({ request }) => {
    const path = `/${locale}/global/${productWord[locale]}/silca-alpha-pro`;
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain(`<link rel="canonical" href="https://www.silca.biz${path}"/>`);
    for (const other of locales) {
      expect(html).toContain(`hrefLang="${other}" href="https://www.silca.biz/${other}/global/${productWord[other]}/silca-alpha-pro"`);
    }
    expect(html).toContain('hrefLang="it-IT" href="https://www.silca.it/prodotti/silca-alpha-pro"');
    expect(html).toContain('hrefLang="x-default" href="https://www.silca.biz/en/global/products/silca-alpha-pro"');
    expect(html).toMatch(/<title>Alpha Pro \| Silca<\/title>/);
  });
}

const hostile = ['/xx/global', '/EN/Global', '/en//global', '/en/global/products/a%2Fb', '/en/global/' + 'x/'.repeat(3000)];
for (const path of hostile) {
  test(`hostile path ${path.slice(0, 30)} is a 4xx without a loop`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() === 301) {
      const next = await request.get(response.headers().location!, { maxRedirects: 0 });
      expect(next.status()).not.toBe(301);
      expect(next.status()).toBeLessThan(500);
    } else {
      expect([400, 404]).toContain(response.status());
    }
  });
}
