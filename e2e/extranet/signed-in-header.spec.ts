import { expect, test, type Page } from '@playwright/test';

// The sign of a signed-in partner in the public header (docs/requirements/pages.md#signed-in-partner-on-public-pages,
// decision 1025): added in the browser from a private answer, so public pages stay the same for
// everyone and shared caches keep them (no name, no Set-Cookie in their answer).
test.use({ ignoreHTTPSErrors: true });

const PARTNER = { email: 'partner@silca.test', password: 'partner-pass-1', name: 'Anna Weber' };
const SIGNED_UP = { email: 'signup@silca.test', password: 'signup-pass-1', name: 'Sam Visitor' };

/** The redirect flow through the provider's own page (as e2e/extranet/extranet-files.spec.ts). */
async function logIn(page: Page, user: { email: string; password: string }, returnTo = '/en/global/extranet') {
  await page.goto(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.protocol === 'http:' && url.pathname === returnTo);
}

const shareable = (cacheControl: string | undefined) => /\b(public|s-maxage)\b/.test(cacheControl ?? '') && !/\b(private|no-store)\b/.test(cacheControl ?? '');

test('a signed-in partner sees their name, the partner area and logout in the public header, in the page language', async ({ page, context }) => {
  test.setTimeout(90_000);
  await logIn(page, PARTNER);
  // The hint cookie: readable by the page's script, nothing personal in it.
  const hint = (await context.cookies()).find((c) => c.name === 'silca_signed_in');
  expect(hint?.httpOnly).toBe(false);
  expect(hint?.value).not.toContain('Anna');
  expect((await context.cookies()).find((c) => c.name.endsWith('silca_session'))?.httpOnly).toBe(true);

  const answer = await page.goto('/en/global/products');
  // The page itself is the public one: cacheable, no cookie set, no name in its HTML.
  expect(shareable(answer!.headers()['cache-control'])).toBe(true);
  expect(await answer!.headerValue('set-cookie')).toBeNull();
  expect(await answer!.text()).not.toContain(PARTNER.name);
  const sign = page.getByRole('banner').getByTestId('signed-in-badge');
  await expect(sign).toContainText(PARTNER.name);
  await expect(sign.getByRole('link', { name: /Partner area/ })).toHaveAttribute('href', '/en/global/extranet');
  await expect(sign.getByRole('button', { name: 'Log out' })).toBeVisible();

  // In Italian on an Italian page.
  await page.goto('/it/global');
  const segno = page.getByRole('banner').getByTestId('signed-in-badge');
  await expect(segno.getByRole('link', { name: /Area partner/ })).toHaveAttribute('href', '/it/global/extranet');
  await expect(segno.getByRole('button', { name: 'Esci' })).toBeVisible();

  // The sign leads into the partner area, and its logout ends the session.
  await segno.getByRole('link', { name: /Area partner/ }).click();
  await expect(page).toHaveURL(/\/it\/global\/extranet$/);
  await page.goto('/it/global');
  await page.getByRole('banner').getByTestId('signed-in-badge').getByRole('button', { name: 'Esci' }).click();
  await page.waitForURL((url) => url.protocol === 'http:' && url.pathname === '/it/global');
  expect((await context.cookies()).find((c) => c.name === 'silca_signed_in')).toBeUndefined();
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('signed-in-badge')).toHaveCount(0);
});

test('/api/partner answers privately: the name for a session, nothing without one; a stale hint is dropped', async ({ page, context, playwright, baseURL }) => {
  test.setTimeout(60_000);
  const stranger = await playwright.request.newContext({ baseURL });
  const anonymous = await stranger.get('/api/partner');
  expect(anonymous.status()).toBe(200);
  expect(await anonymous.json()).toEqual({ signedIn: false });
  expect(anonymous.headers()['cache-control']).toBe('private, no-store');
  expect(anonymous.headers()['vary']).toContain('Cookie');
  // Another method: refused (403 by the same-origin gate for a cross-site post, else 405), never data.
  const post = await stranger.post('/api/partner');
  expect([403, 405]).toContain(post.status());
  expect(await post.text()).not.toContain('signedIn');
  // A hint cookie with no session behind it is removed (by the answer and by the page).
  const stale = await stranger.get('/api/partner', { headers: { Cookie: 'silca_signed_in=IjEi' } });
  expect(stale.headers()['set-cookie']).toMatch(/silca_signed_in=;.*Max-Age=0/);
  await stranger.dispose();

  await context.addCookies([{ name: 'silca_signed_in', value: 'IjEi', url: baseURL! }]);
  await page.goto('/en/global');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'silca_signed_in')).toBeUndefined();
  await expect(page.getByTestId('signed-in-badge')).toHaveCount(0);

  await logIn(page, PARTNER);
  const mine = await page.request.get('/api/partner');
  expect(await mine.json()).toEqual({ signedIn: true, name: PARTNER.name, partner: true });
  expect(mine.headers()['cache-control']).toBe('private, no-store');
});

test('a visitor who never logged in costs no request; a signed-up user without access sees a name and logout, no partner link', async ({ page }) => {
  test.setTimeout(90_000);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/partner') asked.push(r.url());
  });
  await page.goto('/en/global');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('signed-in-badge')).toHaveCount(0);
  expect(asked).toEqual([]);

  await logIn(page, SIGNED_UP, '/en/global');
  const sign = page.getByTestId('signed-in-badge');
  await expect(sign).toContainText(SIGNED_UP.name);
  await expect(sign.getByRole('link')).toHaveCount(0);
  await expect(sign.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
});
