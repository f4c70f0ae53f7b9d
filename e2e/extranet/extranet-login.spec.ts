import { expect, test, type Page } from '@playwright/test';
import { dataUrl, isSessionCookie } from '../support';

// Partner login through the embedded OpenID provider (docs/requirements/extranet.md#login-flow, docs/requirements/urls.md#extranet-routes, docs/requirements/pages.md#error-screens, docs/requirements/extranet.md#login-flow, docs/requirements/extranet.md#login-errors; docs/requirements/extranet.md#no-leaks).
// The provider's page is HTTPS with a certificate made at start (decision 0602).
test.use({ ignoreHTTPSErrors: true });

const USERS = {
  partner: { email: 'partner@silca.test', password: 'partner-pass-1', name: 'Anna Weber' },
  buItalia: { email: 'bu.italia@silca.test', password: 'italia-pass-1', name: 'Marco Rossi' },
  signedUp: { email: 'signup@silca.test', password: 'signup-pass-1', name: 'Sam Visitor' },
  mfa: { email: 'mfa@silca.test', password: 'mfa-pass-1', name: 'Lucía García' },
} as const;

const SECTIONS = [
  '/en/global/extranet',
  '/en/global/extranet/products',
  '/en/global/extranet/products/automotive',
  '/en/global/extranet/products/residential',
  '/en/global/extranet/products/automotive-key-machines',
  '/en/global/extranet/products/automotive-key-machines/futura-pro-partner-sheet',
  '/en/global/extranet/photogallery',
  '/en/global/extranet/photogallery/machines',
  '/en/global/extranet/news-bulletins',
  '/en/global/extranet/news-bulletins/bulletin-2025-07',
  '/en/global/extranet/catalogues',
  '/en/global/extranet/catalogues/2025',
  '/en/global/extranet/catalogues/2025/partner-price-list-2025',
  '/en/global/extranet/documentazione-per-bu-italia',
  '/it/global/extranet/prodotti',
];
const CATALOGUE = '/en/global/extranet/catalogues/2025/partner-price-list-2025';
const FILE = '/_extranet-assets/f/287745/c14171663d/partner-price-list-2025.pdf';

/** Fills the provider's own login page (and the MFA step when asked). */
async function signInOnProvider(page: Page, user: { email: string; password: string }, mfaCode?: string) {
  await expect(page).toHaveURL(/^https:\/\/127\.0\.0\.1:\d+\/login\//);
  await page.getByLabel(/Email address|Indirizzo email/).fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: /^(Log in|Accedi)$/ }).click();
  if (mfaCode) {
    await page.getByLabel('Verification code').fill(mfaCode);
    await page.getByRole('button', { name: 'Verify' }).click();
  }
}

/**
 * Playwright cannot route the provider's redirect back (it is part of a redirect chain), so this
 * routes the login form POST on the provider's page instead: it follows the provider's redirects
 * itself and sends the browser to `transform(callbackUrl)`. Resolves with the original callback URL.
 */
function interceptCallback(page: Page, transform: (url: URL) => URL = (u) => u): Promise<string> {
  return new Promise((resolve) => {
    // On the context: with JavaScript the provider's page is in the login popup.
    void page.context().route(/^https:\/\/127\.0\.0\.1:\d+\/login\//, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const posted = await route.fetch({ maxRedirects: 0 });
      let location = posted.headers()['location'] ?? '';
      for (let hop = 0; hop < 5 && location.startsWith('https://'); hop++) {
        const next = await page.request.get(location, { maxRedirects: 0, ignoreHTTPSErrors: true });
        location = next.headers()['location'] ?? '';
      }
      resolve(location);
      await route.fulfill({ status: 303, headers: { location: transform(new URL(location)).toString() } });
    });
  });
}

/**
 * Clicks the 401 screen's login button. Returns the page that shows the provider's login: the
 * 400x600 popup when JavaScript runs, the page itself (redirect flow) without it.
 */
async function clickLogin(page: Page): Promise<Page> {
  const popup = page.waitForEvent('popup');
  const redirected = page.waitForURL(/^https:\/\/127\.0\.0\.1:\d+\/login\//).then(() => page);
  popup.catch(() => undefined);
  redirected.catch(() => undefined);
  await page.getByRole('button', { name: /^(Log in|Accedi)$/ }).click();
  return Promise.race([popup, redirected]);
}

/** From an extranet URL: the 401 screen's login button, the provider's page, back on the site. */
async function logIn(page: Page, path: string, user: { email: string; password: string }, mfaCode?: string) {
  const first = await page.goto(path);
  expect(first?.status()).toBe(401);
  const loginPage = await clickLogin(page);
  if (loginPage === page) {
    await signInOnProvider(page, user, mfaCode);
    await page.waitForURL((url) => url.protocol === 'http:' && !url.pathname.startsWith('/auth/'));
    return;
  }
  // Popup: it closes itself once back on the site, and the page reloads logged in.
  // Both waits start before the click: the popup may be gone before the click returns.
  const reloaded = page.waitForEvent('load');
  const closed = loginPage.waitForEvent('close');
  await signInOnProvider(loginPage, user, mfaCode);
  await closed;
  await reloaded;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`partner login, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a partner logs in, visits every section, downloads a catalogue, switches language, logs out', async ({ page }) => {
      // Two sites and the identity provider in one walk of about fifteen pages.
      test.setTimeout(90_000);
      const started = Date.now();
      await logIn(page, '/en/global/extranet', USERS.partner);
      const roundTripMs = Date.now() - started;
      test.info().annotations.push({ type: 'login round trip (ms)', description: String(roundTripMs) });
      await expect(page).toHaveURL(/\/en\/global\/extranet$/);
      // No code or state left in the URL; the header names the partner.
      expect(page.url()).not.toMatch(/code=|state=/);
      const header = page.getByRole('banner');
      await expect(header).toContainText(USERS.partner.name);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner area');

      for (const [label, path, heading] of [
        ['Products', '/en/global/extranet/products', 'Products'],
        ['Photo gallery', '/en/global/extranet/photogallery', 'Photo gallery'],
        ['News bulletins', '/en/global/extranet/news-bulletins', 'News bulletins'],
        ['Catalogues', '/en/global/extranet/catalogues', 'Catalogues'],
      ] as const) {
        await header.getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      }
      // The BU Italia area is not offered to a partner without that role.
      await expect(header.getByRole('link', { name: 'BU Italia documentation' })).toHaveCount(0);

      // Catalogues by folder: the yearly folder, the price list, its file through the session-checked route.
      await page.locator('main a[href$="/extranet/catalogues/2025"]').first().click();
      await expect(page).toHaveURL(/\/catalogues\/2025$/);
      await page.locator('main a[href$="/partner-price-list-2025"]').first().click();
      await expect(page).toHaveURL(new RegExp(`${CATALOGUE}$`));
      const link = page.locator(`a[href*="/_extranet-assets/"][href$=".pdf"]`).first();
      await expect(link).toBeVisible();
      const file = await page.request.get((await link.getAttribute('href')) ?? '');
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toContain('application/pdf');
      expect(file.headers()['cache-control']).toBe('private, no-store, no-transform');
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // Another language keeps the partner in the extranet.
      await page.goto('/it/global/extranet');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Area partner');
      await expect(header.getByRole('link', { name: 'Prodotti', exact: true })).toBeVisible();

      // Logout ends both sessions and lands on the public home.
      await header.getByRole('button', { name: 'Esci', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/it/global');
      const after = await page.goto('/en/global/extranet');
      expect(after?.status()).toBe(401);
    });
  });
}

test('the BU Italia partner lands in Italian and opens the BU Italia area; a plain partner gets 403 there', async ({ page, browser }) => {
  await page.goto('/auth/login');
  await signInOnProvider(page, USERS.buItalia);
  await page.waitForURL(/\/it\/global\/extranet$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Area partner');
  await page.getByRole('banner').getByRole('link', { name: 'Documentazione per BU Italia' }).click();
  await expect(page).toHaveURL(/\/it\/global\/extranet\/documentazione-per-bu-italia$/);

  const other = await browser.newContext({ ignoreHTTPSErrors: true });
  const partnerPage = await other.newPage();
  await logIn(partnerPage, '/en/global/extranet', USERS.partner);
  const denied = await partnerPage.goto('/en/global/extranet/documentazione-per-bu-italia');
  expect(denied?.status()).toBe(403);
  await expect(partnerPage.getByRole('heading', { level: 1 })).toHaveText("You don't have access to this page");
  await other.close();
});

test('the MFA user logs in through the second step', async ({ page }) => {
  await logIn(page, '/en/global/extranet/news-bulletins', USERS.mfa, '246810');
  await expect(page).toHaveURL(/\/en\/global\/extranet\/news-bulletins$/);
  await expect(page.getByRole('banner')).toContainText(USERS.mfa.name);
});

test('anonymous visitors get 401 on every extranet page, data request and file, privately', async ({ request }) => {
  for (const path of SECTIONS) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(401);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
    const html = await response.text();
    // The 401 screen in the page's language (docs/requirements/pages.md#error-screens): its heading, not a string table.
    const title = path.startsWith('/it/') ? 'Accesso negato' : 'Forbidden access';
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html, path).not.toMatch(/Partner price list|Listino prezzi partner|Futura Pro partner|Partner bulletin/);
  }
  const data = await request.get(dataUrl('/en/global/extranet/catalogues', 'extranet-page'));
  expect(data.status()).toBe(401);
  const file = await request.get(FILE);
  expect(file.status()).toBe(401);
  expect(file.headers()['cache-control']).toBe('private, no-store');
  expect((await request.get(FILE.replace('_extranet-assets', '_assets'))).status()).toBe(404);
});

test('a signed-up user without extranet access gets 403 on pages and files', async ({ page }) => {
  await logIn(page, '/en/global/extranet', USERS.signedUp);
  const home = await page.goto('/en/global/extranet');
  expect(home?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You don't have access to this page");
  for (const path of SECTIONS.slice(1, 6)) expect((await page.request.get(path)).status(), path).toBe(403);
  expect((await page.request.get(FILE)).status()).toBe(403);
});

test('a tampered state is refused with the "Invalid state" message and no session', async ({ page }) => {
  const captured = interceptCallback(page, (url) => {
    url.searchParams.set('state', `${url.searchParams.get('state')}tampered`);
    return url;
  });
  await page.goto('/en/global/extranet');
  const loginPage = await clickLogin(page);
  await loginPage.getByLabel('Email address').fill(USERS.partner.email);
  await loginPage.getByLabel('Password').fill(USERS.partner.password);
  await loginPage.getByRole('button', { name: 'Log in' }).click();
  expect(await captured).toContain('/auth/callback?code=');
  await page.waitForURL(/auth_error=state_mismatch/);
  await expect(page.getByRole('alert')).toContainText('Invalid state');
  expect((await page.request.get('/en/global/extranet')).status()).toBe(401);
});

for (const returnTo of ['https://elsewhere.example', '/\\elsewhere.example', '//elsewhere.example']) {
  test(`returnTo=${returnTo} is dropped: the partner lands on the extranet home`, async ({ page }) => {
    await page.goto(`/auth/login?returnTo=${encodeURIComponent(returnTo)}&lang=en`);
    await signInOnProvider(page, USERS.partner);
    await page.waitForURL((url) => url.protocol === 'http:' && !url.pathname.startsWith('/auth/'));
    const url = new URL(page.url());
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.pathname).toBe('/en/global/extranet');
  });
}

test('forged, truncated and garbage session cookies give no session and no 500', async ({ page, context }) => {
  await logIn(page, '/en/global/extranet', USERS.partner);
  const cookies = await context.cookies();
  const session = cookies.find((c) => isSessionCookie(c.name));
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  // The cookie is a signed session id only (decision 0870): another id under its signature, a cut one, garbage.
  const [, signature] = decodeURIComponent(session?.value ?? '').split('.');
  const otherId = Buffer.from(JSON.stringify('A'.repeat(43))).toString('base64');
  await context.clearCookies();
  // Sent as the Cookie header under the session cookie's name (a __Host- cookie cannot be planted
  // over plain HTTP): the genuine one is a session (a partner without the BU Italia role: 403).
  const withCookie = (value: string) =>
    page.request.get('/en/global/extranet/documentazione-per-bu-italia', { headers: { cookie: `${session!.name}=${value}` } });
  expect((await withCookie(session!.value)).status()).toBe(403);
  for (const value of [`${otherId}.${signature}`, (session?.value ?? '').slice(0, -6), 'garbage', 'x'.repeat(3000)]) {
    expect((await withCookie(encodeURIComponent(value))).status(), value.slice(0, 20)).toBe(401);
  }
});

test('callback garbage: no transaction, oversized state, replayed code: a 4xx screen, never a 500 or a session', async ({ page, request }) => {
  for (const query of ['', '?code=x&state=y', `?state=${'s'.repeat(5000)}&code=1`, '?error=access_denied&state=zz', '?code=%00%FF&state=%E0']) {
    const response = await request.get(`/auth/callback${query}`, { maxRedirects: 0 });
    expect(response.status(), query.slice(0, 30)).toBeLessThan(500);
    expect(response.headers()['set-cookie'] ?? '', query.slice(0, 30)).not.toMatch(/silca_session=[^;]+\.[^;]+;/);
  }
  // Replay: the code of a finished login (redirect flow), sent again, gives no session.
  const captured = interceptCallback(page);
  await page.goto('/auth/login?returnTo=%2Fen%2Fglobal%2Fextranet&lang=en');
  await signInOnProvider(page, USERS.partner);
  await page.waitForURL(/\/en\/global\/extranet$/);
  await expect(page.getByRole('banner')).toContainText(USERS.partner.name);
  await page.context().clearCookies();
  await page.goto(await captured);
  await expect(page).toHaveURL(/auth_error=(missing_transaction|request_error)/);
  await expect(page.getByRole('alert')).toBeVisible();
  expect((await page.request.get('/en/global/extranet')).status()).toBe(401);
});

test('a partner whose session cookie expired gets the silent check and comes back logged in', async ({ page, context }) => {
  await logIn(page, '/en/global/extranet', USERS.partner);
  await context.clearCookies({ name: /^(__Host-)?_*silca_session$/ });
  const response = await page.goto('/en/global/extranet/catalogues');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/global\/extranet\/catalogues$/);
  await expect(page.getByRole('banner')).toContainText(USERS.partner.name);
});

test('site-italy: 401 without a session, then a partner logs in on /extranet and sees it in Italian', async ({ page }) => {
  const italy = `http://127.0.0.1:${process.env.E2E_ITALY_PORT}`;
  const anonymous = await page.request.get(`${italy}/extranet/prodotti`);
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()['cache-control']).toBe('private, no-store');
  await logIn(page, `${italy}/extranet`, USERS.partner);
  await expect(page).toHaveURL(`${italy}/extranet`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Area partner');
  await expect(page.getByRole('banner')).toContainText(USERS.partner.name);
});
