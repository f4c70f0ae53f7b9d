import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/**
 * Cookie consent can be reviewed and changed from every page (docs/requirements/pages.md#cookie-consent,
 * decision 1011): accepting starts page views and sets the analytics cookie; the footer's "Cookie
 * settings" reopens the same choices; withdrawing deletes the analytics cookies (ours and a tag
 * manager's `_ga`) and no page view follows, on this page or the next; accepting again resumes
 * them. Without JavaScript the footer control leads to the cookie policy's form, which stores the
 * choice through `POST /api/consent`.
 */

const pageViews = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'page_view') as Array<Record<string, string>>);
const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((c) => c.name).sort();
const footer = (page: Page) => page.getByRole('contentinfo');

/** Waits for hydration: the menu button exists only once the header is enhanced (below 1280 px). */
async function hydrated(page: Page) {
  await expect(page.locator('header button[aria-controls="silca-main-nav"]')).toBeVisible();
}

test.describe('cookie consent, changed from the footer', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('accept: events and analytics cookies; withdraw from the footer: cookies gone, no more events; accept again: they resume', async ({
    page,
    context,
    baseURL,
  }) => {
    // Six pages and three choices: room on two busy cores.
    test.setTimeout(90_000);
    await page.goto('/en/global');
    await hydrated(page);
    const banner = page.getByTestId('consent-banner');
    await banner.getByRole('button', { name: 'Accept analytics cookies' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(async () => (await pageViews(page)).length).toBe(1);
    const [first] = await pageViews(page);
    // A tag manager reading the data layer would set its own cookie beside ours.
    await context.addCookies([{ name: '_ga', value: 'GA1.1.123.456', url: baseURL! }]);
    expect(await cookieNames(context)).toEqual(expect.arrayContaining(['_ga', 'silca_analytics', 'silca_consent']));
    const id = (await context.cookies()).find((c) => c.name === 'silca_analytics')!.value;
    expect(first).toMatchObject({ event: 'page_view', client_id: id });

    // A client navigation is counted.
    await footer(page).getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/global\/products$/);
    await expect.poll(async () => (await pageViews(page)).length).toBe(2);

    // Reopen from the footer: the same choices, focus on them, the choice in force named.
    await footer(page).getByRole('link', { name: 'Cookie settings' }).click();
    await expect(page).toHaveURL(/\/en\/global\/products$/);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading')).toBeFocused();
    await expect(banner).toContainText('Your current choice: Accept analytics cookies');
    await banner.getByRole('button', { name: 'Only technical cookies' }).click();
    await expect(banner).toBeHidden();
    // Focus goes back to the control that opened the banner.
    await expect(footer(page).getByRole('link', { name: 'Cookie settings' })).toBeFocused();
    const after = await context.cookies();
    expect(after.find((c) => c.name === 'silca_consent')?.value).toBe('denied');
    expect(after.map((c) => c.name)).not.toContain('silca_analytics');
    expect(after.map((c) => c.name)).not.toContain('_ga');

    // No event for the next pages.
    await footer(page).getByRole('link', { name: 'About us', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/global\/about-us$/);
    await footer(page).getByRole('link', { name: 'Contacts', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/global\/contacts$/);
    await page.waitForTimeout(800); // five times the page-view delay
    expect(await pageViews(page)).toHaveLength(2);
    expect(await cookieNames(context)).not.toContain('silca_analytics');

    // Accepting again starts them: this page's view goes at once, with a new id.
    await footer(page).getByRole('link', { name: 'Cookie settings' }).click();
    await banner.getByRole('button', { name: 'Accept analytics cookies' }).click();
    await expect.poll(async () => (await pageViews(page)).length).toBe(3);
    const third = (await pageViews(page))[2]!;
    expect(third.page_location).toMatch(/\/en\/global\/contacts$/);
    expect(third.client_id).not.toBe(id);
  });

  test('a reopened banner closes with Escape and keeps the choice', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'silca_consent', value: 'denied', url: baseURL! }]);
    await page.goto('/it/global');
    await hydrated(page);
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await footer(page).getByRole('link', { name: 'Impostazioni dei cookie' }).click();
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toContainText('La tua scelta attuale: Solo cookie tecnici');
    await page.keyboard.press('Escape');
    await expect(banner).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'silca_consent')?.value).toBe('denied');
  });
});

test.describe('cookie consent without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer control leads to the cookie policy, whose form withdraws consent and deletes the analytics cookies', async ({ page, context, baseURL }) => {
    await context.addCookies(
      [
        ['silca_consent', 'granted'],
        ['silca_analytics', '0123456789abcdef0123456789abcdef'],
        ['_ga', 'GA1.1.1.1'],
      ].map(([name, value]) => ({ name: name!, value: value!, url: baseURL! })),
    );
    await page.goto('/de/global/produkte');
    await footer(page).getByRole('link', { name: 'Cookie-Einstellungen' }).click();
    await expect(page).toHaveURL(/\/de\/global\/[^/?#]*cookie[^/?#]*#cookie-settings$/);
    const settings = page.getByTestId('consent-settings');
    await expect(settings.getByRole('heading', { name: 'Cookie-Einstellungen' })).toBeVisible();
    await settings.getByRole('button', { name: 'Nur notwendige Cookies' }).click();
    await expect(page).toHaveURL(/\?consent=denied#cookie-settings$/);
    await expect(settings.getByRole('status')).toHaveText('Ihre aktuelle Wahl: Nur notwendige Cookies');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'silca_consent')?.value).toBe('denied');
    expect(cookies.map((c) => c.name)).not.toContain('silca_analytics');
    expect(cookies.map((c) => c.name)).not.toContain('_ga');

    await settings.getByRole('button', { name: 'Analyse-Cookies akzeptieren' }).click();
    await expect(page).toHaveURL(/\?consent=granted#cookie-settings$/);
    expect((await context.cookies()).find((c) => c.name === 'silca_consent')?.value).toBe('granted');
  });
});
