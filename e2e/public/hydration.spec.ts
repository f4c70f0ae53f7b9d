import { expect, test, type Page } from '@playwright/test';

/**
 * Pages hydrate without a React error: the browser keeps the server's HTML. Error screens are
 * where the head differed (the combined stylesheet of decision 0780 against the built manifest's
 * route CSS): React #418, then the whole document rendered again on the client.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The document's own status (404, 401) is reported as a failed resource: that is the page.
    if (message.type() === 'error' && !/^Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const { label, path, status } of [
  { label: 'the home', path: '/en/global', status: 200 },
  { label: 'an Italian listing', path: '/it/global/prodotti', status: 200 },
  { label: 'a missing page (404)', path: '/en/global/no-such-page-anywhere', status: 404 },
  { label: 'the extranet without a session (401)', path: '/it/global/extranet', status: 401 },
]) {
  test(`${label} hydrates without errors and keeps the server's head`, async ({ page }) => {
    const errors = collectErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    // The head links the server sent (stylesheets, icon), read from the HTML itself.
    const html = (await response?.text()) ?? '';
    const serverLinks = [...html.matchAll(/<link rel="(stylesheet|icon)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(serverLinks.length).toBeGreaterThan(1);
    await page.waitForLoadState('networkidle');
    // Hydrated: Remix's browser router exists once React has taken the document over.
    await page.waitForFunction(() => '__remixRouter' in window);
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
    // The same links are still there after hydration (lazy chunks may add their own after them).
    const clientLinks = await page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel="stylesheet"], link[rel="icon"]')].map((l) => `${l.getAttribute('rel')} ${l.getAttribute('href')}`),
    );
    expect(clientLinks.slice(0, serverLinks.length)).toEqual(serverLinks);
  });
}
