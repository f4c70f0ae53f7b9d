import { expect, test, type Browser, type Page } from '@playwright/test';
import { mailsWith as mailsIn } from './mail-sink';

/**
 * Single-use form tokens on a publicly cached form page (decisions 0884 and 0935): every visitor
 * of one cached copy gets the same token in the HTML. With JavaScript each form swaps it for the
 * visitor's own (`GET /api/form-token`) before it can be sent, so two visitors of one copy both
 * leave a lead; without JavaScript the second sender is asked to send again, keeps what they
 * typed, and the second click stores the lead. A unique query gives each test its own cached copy.
 */

const PAGE = '/en/global/contact-us/request-information';
const THANKS = '/en/global/thank-you-eng';
const SEND_AGAIN = 'This form has expired. What you typed is kept: please send it again.';

/** The lead form of the page (not the header's search form). */
const leadForm = (page: Page) => page.locator('form[method="post"]').filter({ has: page.locator('input[name="email"]') });
/** Mails of site-global's sink that mention `needle` (mail-sink.ts). */
const mailsWith = (needle: string, opts?: { count?: number; timeoutMs?: number }) => mailsIn('site-global', needle, opts);
const tokenOf = (html: string) => /name="_form_token" value="([^"]+)"/.exec(html)?.[1];

async function fill(page: Page, email: string, company: string) {
  const f = leadForm(page);
  await f.locator('input[name="interests"][value="documentation"]').check();
  await f.locator('input[name="email"]').fill(email);
  await f.locator('input[name="company"]').fill(company);
  await f.locator('input[name="consent"]').check();
}

const unique = (who: string) => `token-${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function visitor(browser: Browser, javaScriptEnabled: boolean, url: string) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return { context, page, html: (await response?.text()) ?? '' };
}

test('with JavaScript two visitors of one cached form page each swap in their own token and both leads are stored', async ({ browser }) => {
  const url = `${PAGE}?visit=js-${Date.now()}`;
  const a = await visitor(browser, true, url);
  const b = await visitor(browser, true, url);
  const cached = tokenOf(a.html);
  // One cached copy: both HTML documents carry the same token.
  expect(cached).toBeTruthy();
  expect(tokenOf(b.html)).toBe(cached);
  for (const v of [a, b]) await expect(leadForm(v.page).locator('input[name="_form_token"]')).not.toHaveValue(cached!);
  const own = await Promise.all([a, b].map((v) => leadForm(v.page).locator('input[name="_form_token"]').inputValue()));
  expect(own[0]).not.toBe(own[1]);

  // Both send at once, without waiting: the form holds a submit until the minimum fill time passed.
  const emails = [unique('js-a'), unique('js-b')];
  for (const [i, v] of [a, b].entries()) await fill(v.page, emails[i]!, `Visitor ${i}`);
  await Promise.all(
    [a, b].map((v) => Promise.all([v.page.waitForURL((u) => u.pathname === THANKS), leadForm(v.page).locator('button[type="submit"]').click()])),
  );
  for (const email of emails) expect(await mailsWith(email)).toHaveLength(1);
  await Promise.all([a.context.close(), b.context.close()]);
});

test('with JavaScript a submit while the token is still being fetched waits for it and posts the fresh token', async ({ browser }) => {
  const url = `${PAGE}?visit=slow-${Date.now()}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  let fresh = '';
  let asked!: () => void;
  const tokenAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/api/form-token', async (route) => {
    asked();
    const response = await route.fetch();
    fresh = ((await response.json()) as { token: string }).token;
    await new Promise((r) => setTimeout(r, 1500));
    await route.fulfill({ response });
  });
  const response = await page.goto(url);
  const cached = tokenOf((await response?.text()) ?? '');
  // The page has hydrated (its effect asked for a token); the answer is held back for 1.5 s.
  await tokenAsked;
  const email = unique('slow');
  await fill(page, email, 'Slow Network Srl');
  const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === PAGE);
  await Promise.all([page.waitForURL((u) => u.pathname === THANKS), leadForm(page).locator('button[type="submit"]').click()]);
  const body = new URLSearchParams((await posted).postData() ?? '');
  expect(fresh).toBeTruthy();
  expect(body.get('_form_token')).toBe(fresh);
  expect(body.get('_form_token')).not.toBe(cached);
  expect(await mailsWith(email)).toHaveLength(1);
  await context.close();
});

test('without JavaScript the second visitor of one cached form page is asked to send again, keeps the input, and the second click stores the lead', async ({
  browser,
}) => {
  const url = `${PAGE}?visit=nojs-${Date.now()}`;
  const a = await visitor(browser, false, url);
  const b = await visitor(browser, false, url);
  const cached = await leadForm(a.page).locator('input[name="_form_token"]').inputValue();
  await expect(leadForm(b.page).locator('input[name="_form_token"]')).toHaveValue(cached);
  await a.page.waitForTimeout(400); // past FORM_MIN_FILL_MS of the e2e servers

  const first = unique('nojs-a');
  await fill(a.page, first, 'First Visitor Srl');
  await Promise.all([a.page.waitForURL((u) => u.pathname === THANKS), leadForm(a.page).locator('button[type="submit"]').click()]);
  expect(await mailsWith(first)).toHaveLength(1);

  // Same token, spent: 400 with the input kept, the message, and a fresh token.
  const second = unique('nojs-b');
  await fill(b.page, second, 'Second <i>Visitor</i> GmbH');
  const refused = b.page.waitForResponse((r) => r.request().method() === 'POST');
  await leadForm(b.page).locator('button[type="submit"]').click();
  expect((await refused).status()).toBe(400);
  await expect(leadForm(b.page).getByRole('alert')).toHaveText(SEND_AGAIN);
  await expect(leadForm(b.page).locator('input[name="email"]')).toHaveValue(second);
  await expect(leadForm(b.page).locator('input[name="company"]')).toHaveValue('Second <i>Visitor</i> GmbH');
  await expect(leadForm(b.page).locator('input[name="consent"]')).toBeChecked();
  await expect(leadForm(b.page).locator('input[name="_form_token"]')).not.toHaveValue(cached);
  expect(await mailsWith(second, { timeoutMs: 1000 })).toHaveLength(0);

  // One more click, at once: stored and mailed, and the first lead is still one.
  await Promise.all([b.page.waitForURL((u) => u.pathname === THANKS), leadForm(b.page).locator('button[type="submit"]').click()]);
  expect(await mailsWith(second)).toHaveLength(1);
  expect(await mailsWith(first, { count: 2, timeoutMs: 500 })).toHaveLength(1);
  await Promise.all([a.context.close(), b.context.close()]);
});
