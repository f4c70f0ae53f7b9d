import { expect, test } from '@playwright/test';

// docs/requirements/extranet.md#logout-clears-the-browser (decision 0998): the logout answer says
// `Clear-Site-Data: "cache", "storage"`; the browser drops the site's storage, and keeps the
// consent and language cookies (no "cookies" directive).
test.use({ ignoreHTTPSErrors: true });

const PARTNER = { email: 'partner@silca.test', password: 'partner-pass-1', name: 'Anna Weber' };

test('logout clears the cache and storage of the site, not the consent and language cookies', async ({ page, context }) => {
  await page.goto(`/auth/login?returnTo=${encodeURIComponent('/en/global/extranet')}&lang=en`);
  await page.getByLabel('Email address').fill(PARTNER.email);
  await page.getByLabel('Password').fill(PARTNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.protocol === 'http:' && url.pathname === '/en/global/extranet');
  await expect(page.getByRole('banner')).toContainText(PARTNER.name);
  const origin = new URL(page.url()).origin;
  await context.addCookies([{ name: 'silca_consent', value: 'denied', url: origin }]);
  await page.evaluate(() => window.localStorage.setItem('partner-note', 'kept from the extranet'));

  const logout = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/logout' && r.request().method() === 'POST');
  await page.getByRole('banner').getByRole('button', { name: 'Log out', exact: true }).click();
  const answer = await logout;
  expect(answer.status()).toBe(302);
  expect(await answer.headerValue('clear-site-data')).toBe('"cache", "storage"');
  await page.waitForURL((url) => url.pathname === '/en/global');

  expect(await page.evaluate(() => window.localStorage.getItem('partner-note'))).toBeNull();
  const cookies = await context.cookies(origin);
  expect(cookies.find((c) => c.name === 'silca_consent')?.value).toBe('denied');
  expect(cookies.find((c) => c.name === '__silca_session')).toBeUndefined();
});
