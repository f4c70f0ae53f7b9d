import { expect, test } from '@playwright/test';

// docs/requirements/pages.md#progressive-enhancement: without JavaScript the phone navigation is always
// expanded, and the sticky header covered 468 of 812 px over the form's error messages while the
// visitor scrolled. Without scripts it scrolls away with the page; with scripts it stays sticky.
test.describe('a phone without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  for (const path of ['/en/global/contacts', '/contatti']) {
    test(`the header scrolls away and leaves the screen to the page: ${path}`, async ({ page }) => {
      // The Italian market's own site answers unprefixed Italian paths.
      const url = path.startsWith('/en/') ? path : `http://127.0.0.1:${process.env.E2E_ITALY_PORT}${path}`;
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      const header = page.locator('header').first();
      await expect(header).toBeVisible();
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      const box = await header.evaluate((el) => el.getBoundingClientRect().bottom);
      expect(box, 'header bottom after scrolling (px from the top of the screen)').toBeLessThanOrEqual(0);
    });
  }
});

test.describe('a phone with JavaScript', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the collapsed header stays on screen while scrolling', async ({ page }) => {
    await page.goto('/en/global/contacts');
    const header = page.locator('header').first();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const top = await header.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBe(0);
  });
});
