import { expect, test } from '@playwright/test';

// The login popup (docs/requirements/extranet.md#login-popup): a progressive enhancement of the 401 screen's login
// button. Without JavaScript the redirect flow runs (e2e/extranet/extranet-login.spec.ts tests both);
// the 60 s timeout is tested with a short one in login-popup.test.ts.
test.use({ ignoreHTTPSErrors: true });

const PARTNER = { email: 'partner@silca.test', password: 'partner-pass-1', name: 'Anna Weber' };

test('with JavaScript the partner logs in in a 400x600 popup and the page reloads logged in', async ({ page }) => {
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      (window as unknown as { openedWith: unknown[] }).openedWith = args;
      return open(...args);
    };
  });
  expect((await page.goto('/en/global/extranet/news-bulletins'))?.status()).toBe(401);
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Log in' }).click()]);
  const [url, name, features] = (await page.evaluate(() => (window as unknown as { openedWith: string[] }).openedWith)) ?? [];
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/login\?returnTo=%2Fauth%2Fpopup-done&lang=en$/);
  expect(name).toBe('silca-login');
  expect(features).toMatch(/^popup=yes,width=400,height=600,left=-?\d+,top=-?\d+$/);
  await expect(popup).toHaveURL(/^https:\/\/127\.0\.0\.1:\d+\/login\//);
  await popup.getByLabel('Email address').fill(PARTNER.email);
  await popup.getByLabel('Password').fill(PARTNER.password);
  // Both waits start before the click: the popup may be gone before the click returns.
  const reloaded = page.waitForEvent('load');
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Log in' }).click();
  await closed;
  await reloaded;
  await expect(page).toHaveURL(/\/en\/global\/extranet\/news-bulletins$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News bulletins');
  await expect(page.getByRole('banner')).toContainText(PARTNER.name);
});

test('closing the popup cancels the login with the docs/requirements/extranet.md#login-errors message', async ({ page }) => {
  await page.goto('/it/global/extranet');
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Accedi' }).click()]);
  await expect(popup.getByLabel('Password')).toBeVisible();
  await popup.close();
  await page.waitForURL(/auth_error=cancelled/);
  await expect(page.getByRole('alert')).toHaveText("L'accesso è stato annullato.");
  expect((await page.request.get('/it/global/extranet')).status()).toBe(401);
});

test('a blocked popup falls back to the redirect flow', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/en/global/extranet');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/^https:\/\/127\.0\.0\.1:\d+\/login\//);
  await page.getByLabel('Email address').fill(PARTNER.email);
  await page.getByLabel('Password').fill(PARTNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/en\/global\/extranet$/);
  await expect(page.getByRole('banner')).toContainText(PARTNER.name);
});

test('the popup landing page reports only catalogue codes and is never cached', async ({ request }) => {
  const res = await request.get('/auth/popup-done?auth_error=%3C%2Fscript%3E%3Cscript%3Ealert(1)');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-store');
  const html = await res.text();
  expect(html).toContain('{"authError":"request_error"}');
  expect(html).not.toContain('alert(1)');
  expect(html).toMatch(/<script nonce="[^"]+">/);
});
