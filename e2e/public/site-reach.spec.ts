import { expect, test, type Page } from '@playwright/test';

// docs/requirements/pages.md#narrow-screens "Reaching every page": the mobile menu at 375 px (its links follow its button in
// focus order, Escape closes it, submenus reach the sub-pages), the language panel inside the
// viewport at 320 and 375 px, and the cookie-consent banner gating page views (docs/requirements/pages.md#page-views).

const italy = () => `http://127.0.0.1:${process.env.E2E_ITALY_PORT}`;

/** Waits for hydration: the menu button exists only once the header is enhanced. */
async function hydrated(page: Page) {
  await expect(page.locator('header button[aria-controls="silca-main-nav"]')).toBeVisible();
}

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens from its button, its links come next in focus order, Escape closes it', async ({ page }) => {
    await page.goto('/en/global');
    await hydrated(page);
    const button = page.locator('header button[aria-controls="silca-main-nav"]');
    const nav = page.locator('#silca-main-nav');
    await expect(nav).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    // The next Tab stop after the button is the first entry of the menu.
    await page.keyboard.press('Tab');
    const focusedInNav = await page.evaluate(() => !!document.activeElement?.closest('#silca-main-nav'));
    expect(focusedInNav).toBe(true);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('reaches the sub-pages of about us, after-sales, resources and contacts, each once', async ({ page }) => {
    await page.goto('/en/global');
    await hydrated(page);
    await page.locator('header button[aria-controls="silca-main-nav"]').click();
    const nav = page.locator('#silca-main-nav');
    for (const [section, subPage] of [
      ['About us', '/en/global/about-us/our-company/history'],
      ['After-sales', '/en/global/after-sales/warranty'],
      ['Resources', '/en/global/download-area'],
      ['Contacts', '/en/global/contact-us/request-information'],
    ]) {
      // Each section's submenu holds its sub-pages (a <details>: it works without JavaScript too).
      const details = nav.locator('details', { has: page.locator('summary', { hasText: section }) });
      await expect(details.locator(`a[href="${subPage}"]`)).toHaveCount(1);
    }
    await nav.locator('summary', { hasText: 'After-sales' }).click();
    await expect(nav.locator('a[href="/en/global/after-sales/warranty"]')).toBeVisible();
    const hrefs = await nav.locator('details').evaluateAll((sections) => sections.map((s) => [...s.querySelectorAll('a')].map((a) => a.getAttribute('href'))));
    for (const links of hrefs) expect(new Set(links).size).toBe(links.length);
    await nav.locator('a[href="/en/global/after-sales/warranty"]').click();
    await expect(page).toHaveURL(/\/en\/global\/after-sales\/warranty$/);
    await expect(page.locator('h1')).toContainText('Warranty');
  });

  test('a followed menu link closes the menu, so the new page is not covered by it', async ({ page }) => {
    // Home and products share their layout: the header stays mounted across the navigation.
    await page.goto('/en/global');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
    const button = page.locator('header button[aria-controls="silca-main-nav"]');
    await button.click();
    const nav = page.locator('#silca-main-nav');
    await nav.locator('summary', { hasText: 'Products' }).click();
    await nav.locator('a[href="/en/global/products"]').click();
    await expect(page).toHaveURL(/\/en\/global\/products$/);
    expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(true);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(page.locator('h1')).toBeInViewport();
    // Opened again, no group is left open from before.
    await button.click();
    await expect(nav.locator('details[open]')).toHaveCount(0);
  });

  test('the footer links the legal pages', async ({ page }) => {
    await page.goto('/de/global');
    const footer = page.locator('footer');
    for (const href of ['/de/global/datenschutz', '/de/global/cookie-richtlinie', '/de/global/verkaufsbedingungen']) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });
});

for (const width of [320, 375]) {
  test(`the language panel stays inside the viewport at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/ru/global');
    await hydrated(page);
    await page.locator('header details summary', { hasText: 'RU' }).click();
    const panel = page.locator('header details[open] [role="group"]');
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  });
}

test.describe('cookie consent', () => {
  // Below 1280 px, where the menu button (the hydration signal of these tests) shows.
  test.use({ viewport: { width: 1024, height: 800 } });
  test('no page view before consent; accepting pushes the page view and hides the banner for good', async ({ page }) => {
    await page.goto('/it/global');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await expect(banner.locator('a[href="/it/global/cookie-policy"]')).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'page_view').length)).toBe(0);
    await banner.getByRole('button', { name: 'Accetta i cookie analitici' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'page_view').length)).toBe(1);
    expect((await page.context().cookies()).find((c) => c.name === 'silca_consent')?.value).toBe('granted');
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  });

  test('refusing keeps the data layer empty on later pages', async ({ page }) => {
    await page.goto(`${italy()}/`);
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Solo cookie tecnici' }).click();
    await page.goto(`${italy()}/contatti`);
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window.dataLayer ?? []).length)).toBe(0);
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  });
});

test('the contacts page links phone numbers, e-mail addresses and the form', async ({ page }) => {
  await page.goto('/en/global/contacts');
  const main = page.locator('main');
  await expect(main.locator('a[href="tel:+3904389136"]')).toHaveCount(1);
  await expect(main.locator('a[href="mailto:info@silca.it"]')).toHaveCount(1);
  await main.getByRole('link', { name: 'Request information' }).click();
  await expect(page).toHaveURL(/\/en\/global\/contact-us\/request-information$/);
  await expect(page.locator('main form')).toHaveCount(1);
});
