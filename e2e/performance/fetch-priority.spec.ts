import { expect, test, type Page } from '@playwright/test';

// Decision 0982 (docs/requirements/performance.md#front-end-budget): what the first paint
// needs (the document, its stylesheets, the hero image) is fetched before the code that only
// hydrates what is already painted. The lazy blocks' chunks the page names go out at low
// priority; Remix's own entry, manifest and route modules at the browser's default, since
// `<Scripts>` has no hook for it and the site no longer patches it (decision 1040). The page hydrates.

interface Sent {
  url: string;
  type: string;
  priority: string;
}

/** Every request of the next navigation as chromium's network layer saw it (Chrome DevTools Protocol). */
async function recordPriorities(page: Page): Promise<Sent[]> {
  const sent: Sent[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    sent.push({ url: new URL(event.request.url).pathname, type: event.type ?? '', priority: event.request.initialPriority });
  });
  return sent;
}

for (const { label, path } of [
  { label: 'a product page', path: '/en/global/products/silca-alpha-pro' },
  { label: 'an Italian listing', path: '/it/global/prodotti' },
]) {
  test(`${label}: scripts wait behind the stylesheets and the hero, and the page hydrates`, async ({ page }) => {
    const sent = await recordPriorities(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    // Hydrated: Remix's browser router exists once React has taken the document over.
    await page.waitForFunction(() => '__remixRouter' in window);

    const named = [...html.matchAll(/<link rel="modulepreload"([^>]*)>/g)].map((m) => m[1]!);
    // Remix's entry is among them, not only the lazy blocks' chunks; with lazy route discovery the
    // document carries the routes it needs and names no manifest file (decision 1042).
    expect(named.some((attrs) => /href="\/assets\/entry\.client-/.test(attrs))).toBe(true);
    expect(named.some((attrs) => /href="\/assets\/manifest-/.test(attrs))).toBe(false);
    const hrefOf = (attrs: string) => /href="([^"]+)"/.exec(attrs)?.[1] ?? attrs;
    const hrefs = named.map(hrefOf);
    // Each file named once: the blocks' list leaves out what Remix already names (decision 0956).
    expect(hrefs.filter((href, i) => hrefs.indexOf(href) !== i)).toEqual([]);
    // The blocks' chunks, each as it went out (a script imported later, once hydrated, is not the document's).
    const blocks = named.filter((attrs) => /fetchpriority="low"/.test(attrs)).map(hrefOf);
    const requested = blocks.map((href) => ({ href, priority: sent.find((r) => r.url === href)?.priority }));
    expect(requested.length).toBeGreaterThan(5);
    expect(requested.filter((r) => r.priority !== 'Low')).toEqual([]);
    // The document's stylesheets stay at the top of the queue.
    const sheets = sent.filter((r) => r.type === 'Stylesheet' && r.url.startsWith('/assets/'));
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.filter((r) => r.priority !== 'VeryHigh')).toEqual([]);
  });
}

test('the hero image of a product page is fetched at high priority', async ({ page }) => {
  const sent = await recordPriorities(page);
  await page.goto('/en/global/products/silca-alpha-pro');
  await page.waitForFunction(() => '__remixRouter' in window);
  const hero = sent.find((r) => r.type === 'Image' && r.url.includes('/silca-alpha-pro.jpg/'));
  expect(hero?.priority).toBe('High');
});
