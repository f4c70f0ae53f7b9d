import { expect, test } from '@playwright/test';

// docs/requirements/pages.md#error-screen-language: an error screen speaks the language of its URL, never
// the locale an earlier page remembered in the i18n_redirected cookie.

test('after a Russian visit, an English 404 and an English extranet 401 stay English', async ({ page, context }) => {
  await page.goto('/ru/global');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  // The Russian page remembers its locale itself once hydrated (decision 0823).
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ru');

  const notFound = await page.goto('/en/global/products/futura-pro/specs');
  expect(notFound?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are not able to find the page you were looking for');
  await expect(page).toHaveTitle(/^Page not found \| Silca$/i);

  const unauthorized = await page.goto('/en/global/extranet/no-such-area');
  expect(unauthorized?.status()).toBe(401);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forbidden access');
  // The English page did not write its locale over the Russian choice: a 404 is no choice.
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('ru');
});

test('a 404 under another locale prefix speaks that locale whatever the cookie', async ({ request }) => {
  for (const [path, lang, heading] of [
    ['/de/global/produkte/gibt-es-nicht/mehr', 'de', /<h1[^>]*>[^<]*Seite[^<]*<\/h1>/],
    ['/ru/global/net-takoi-stranicy', 'ru', /<h1[^>]*>[^<]*страниц[^<]*<\/h1>/],
    ['/global/nope', 'en', /<h1[^>]*>We are not able to find the page you were looking for<\/h1>/],
  ] as const) {
    const response = await request.get(path, { headers: { Cookie: 'i18n_redirected=it' }, maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain(`<html lang="${lang}"`);
    expect(html, path).toMatch(heading);
  }
});
