import { expect, test, type Page } from '@playwright/test';

// docs/requirements/performance.md#front-end-budget (CLS 0): a browser may paint the header before the
// parser reaches its actions and navigation (the document arrives in pieces, or the phone is busy).
// The logo must already be where the finished header has it, or it moves when the rest arrives
// (Lighthouse measured 0.0003-0.0008 in about one run of ten).

/** The logo link's and the SVG's boxes, rounded to whole pixels. */
async function logoBoxes(page: Page): Promise<number[][]> {
  return page.evaluate(() =>
    ['header a[aria-label]', 'header a[aria-label] svg'].map((selector) => {
      const r = document.querySelector(selector)!.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].map(Math.round);
    }),
  );
}

for (const width of [375, 412, 1350]) {
  test(`at ${width} px the logo of a half-parsed header is where the finished header has it`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/en/global');
    const finished = await logoBoxes(page);
    const html = await (await page.request.get(`${baseURL}/en/global`)).text();
    // Three moments the parser may pause at: after the menu button, inside the navigation, and
    // before the actions. No script runs in these documents (they end before the body's scripts).
    const navAt = html.indexOf('<nav id="silca-main-nav"');
    const actionsAt = html.indexOf('<div class="_actions_');
    expect(navAt).toBeGreaterThan(0);
    expect(actionsAt).toBeGreaterThan(navAt);
    for (const cut of [navAt, Math.round((navAt + actionsAt) / 2), actionsAt]) {
      await page.route(`${baseURL}/en/global/partial`, (route) => route.fulfill({ contentType: 'text/html', body: html.slice(0, cut) }));
      await page.goto('/en/global/partial');
      expect(await logoBoxes(page), `cut at ${cut}`).toEqual(finished);
      await page.unroute(`${baseURL}/en/global/partial`);
    }
  });
}
