import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { dataUrl, isSessionCookie } from '../support';

// Server-side partner sessions (docs/requirements/extranet.md#session-lifetime, decision 0870) through the production build: a cookie
// copied before logout opens nothing after it (pages, loader data, files), and "log out
// everywhere" ends the partner's sessions in other browsers too.
test.use({ ignoreHTTPSErrors: true });

const PARTNER = { email: 'partner@silca.test', password: 'partner-pass-1', name: 'Anna Weber' };
const CATALOGUE = '/en/global/extranet/catalogues/2025/partner-price-list-2025';
const FILE = '/_extranet-assets/f/287745/c14171663d/partner-price-list-2025.pdf';

/** The redirect flow: /auth/login, the provider's page, back on `returnTo`. */
async function logIn(page: Page, returnTo: string) {
  await page.goto(`/auth/login?returnTo=${encodeURIComponent(returnTo)}&lang=en`);
  await expect(page).toHaveURL(/^https:\/\/127\.0\.0\.1:\d+\/login\//);
  await page.getByLabel('Email address').fill(PARTNER.email);
  await page.getByLabel('Password').fill(PARTNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.protocol === 'http:' && url.pathname === returnTo);
  await expect(page.getByRole('banner')).toContainText(PARTNER.name);
}

/** What a stolen copy of the session cookie opens: page, loader data, file (statuses). */
async function opens(baseURL: string, cookie: string) {
  const thief = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie } });
  try {
    const page = await thief.get(CATALOGUE, { maxRedirects: 0 });
    const data = await thief.get(dataUrl(CATALOGUE, 'extranet-page'), { maxRedirects: 0 });
    const file = await thief.get(FILE, { maxRedirects: 0 });
    return { page: page.status(), data: data.status(), file: file.status(), html: await page.text() };
  } finally {
    await thief.dispose();
  }
}

test('a copy of the session cookie taken before logout opens nothing after it', async ({ page, context, baseURL }) => {
  await logIn(page, CATALOGUE);
  const session = (await context.cookies()).find((c) => isSessionCookie(c.name));
  // OWASP ASVS 3.4.1-3.4.4 (decisions 0870, 1006): the production build (an https:// public origin)
  // sets a __Host- cookie: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain (host-only).
  expect([session?.name, session?.httpOnly, session?.secure, session?.sameSite, session?.path, session?.domain]).toEqual([
    '__Host-silca_session',
    true,
    true,
    'Lax',
    '/',
    '127.0.0.1',
  ]);
  const copy = `${session?.name}=${session?.value ?? ''}`;
  const before = await opens(baseURL!, copy);
  expect([before.page, before.data, before.file]).toEqual([200, 200, 302]);
  expect(before.html).toContain('Partner price list');

  await page.getByRole('banner').getByRole('button', { name: 'Log out', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/en/global');
  const after = await opens(baseURL!, copy);
  expect([after.page, after.data, after.file]).toEqual([401, 401, 401]);
  expect(after.html).toMatch(/<h1[^>]*>Forbidden access<\/h1>/);
  expect(after.html).not.toContain('Partner price list');
});

test('"log out everywhere" ends the partner\'s site session in another browser', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const other = await browser.newContext({ ignoreHTTPSErrors: true });
  const phone = await other.newPage();
  try {
    await logIn(phone, '/en/global/extranet');
    const phoneSession = (await other.cookies()).find((c) => isSessionCookie(c.name));
    const cookie = `${phoneSession?.name}=${phoneSession?.value ?? ''}`;
    expect((await opens(baseURL!, cookie)).page).toBe(200);
    await logIn(page, '/en/global/extranet');
    await page.getByRole('banner').getByRole('button', { name: 'Log out everywhere' }).click();
    await page.waitForURL((url) => url.pathname === '/en/global');
    // Within the session cache period (SESSION_CACHE_MS, 2 s) the other browser's session opens nothing.
    await expect.poll(async () => Object.values(await opens(baseURL!, cookie)).slice(0, 3), { timeout: 5_000 }).toEqual([401, 401, 401]);
    // That browser's next page goes through the silent check of docs/requirements/extranet.md#login-flow on its own provider
    // sign-in, which predates "log out everywhere": it stays out (decision 0870).
    const response = await phone.goto('/en/global/extranet/catalogues');
    expect(response?.status()).toBe(401);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Forbidden access');
    // The 401 screen (empty layout) names nobody.
    expect(await phone.content()).not.toContain(PARTNER.name);
  } finally {
    await other.close();
  }
});
