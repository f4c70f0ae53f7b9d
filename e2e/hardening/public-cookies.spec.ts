import { expect, test } from '@playwright/test';

// docs/requirements/performance.md#page-cache, decision 0823: no answer that shared caches may keep sets a cookie (a CDN would strip
// it or hand one visitor's cookie to the next). Crawls a sample of public pages of two markets
// (every locale's home, the pages they link: listings, products, news, contacts, legal pages...)
// plus redirects, a 404 and resource routes, each asked as a stranger, with a browser's
// Accept-Language, with a locale cookie of another language, and with the page's own one.

const PER_MARKET = 70;

const VARIANTS: Record<string, Record<string, string>> = {
  stranger: {},
  'accept-language': { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' },
  'other locale cookie': { Cookie: 'i18n_redirected=ru' },
  'own locale cookie': { Cookie: 'i18n_redirected=it' },
};

const shareable = (cacheControl: string | null) => /\b(public|s-maxage)\b/.test(cacheControl ?? '') && !/\b(private|no-store)\b/.test(cacheControl ?? '');

/** Up to `max` same-site paths: the start pages, then pages they link to, breadth first. */
async function samplePaths(origin: string, start: string[], max: number): Promise<string[]> {
  const seen = new Set(start);
  const queue = [...start];
  const out: string[] = [];
  while (queue.length && out.length < max) {
    const path = queue.shift()!;
    out.push(path);
    const res = await fetch(origin + path, { redirect: 'manual' });
    if (res.status !== 200 || !(res.headers.get('content-type') ?? '').includes('text/html')) continue;
    for (const match of (await res.text()).matchAll(/<a [^>]*href="(\/[^"#]*)"/g)) {
      const href = match[1]!.replace(/&amp;/g, '&');
      if (href.startsWith('/_assets') || href.startsWith('//') || href.includes('/extranet') || seen.has(href)) continue;
      seen.add(href);
      queue.push(href);
    }
  }
  return out;
}

const MARKETS = [
  {
    name: 'global',
    origin: () => `http://127.0.0.1:${process.env.E2E_GLOBAL_PORT}`,
    start: ['/en/global', '/it/global', '/de/global', '/fr/global', '/es/global', '/pt/global', '/nl/global', '/ro/global', '/ru/global'],
    extra: [
      '/products',
      '/global/landing-smart-pro-mini',
      '/en/global/no-such-page',
      '/it/global/prodotti/no-such-product',
      '/sitemap.xml',
      '/robots.txt',
      '/en/global/search?q=key',
    ],
  },
  {
    name: 'italy',
    origin: () => `http://127.0.0.1:${process.env.E2E_ITALY_PORT}`,
    start: ['/'],
    extra: ['/pagina-che-non-esiste', '/sitemap.xml', '/robots.txt'],
  },
];

for (const market of MARKETS) {
  test(`${market.name}: no publicly cacheable answer sets a cookie`, async () => {
    test.setTimeout(240_000);
    const origin = market.origin();
    const paths = [...(await samplePaths(origin, market.start, PER_MARKET)), ...market.extra];
    const problems: string[] = [];
    let publicAnswers = 0;
    const statuses = new Set<number>();
    for (const path of paths) {
      for (const [variant, headers] of Object.entries(VARIANTS)) {
        const res = await fetch(origin + path, { redirect: 'manual', headers });
        await res.arrayBuffer();
        statuses.add(res.status);
        const cacheControl = res.headers.get('cache-control');
        if (!shareable(cacheControl)) continue;
        publicAnswers++;
        const cookies = res.headers.getSetCookie();
        if (cookies.length) problems.push(`${res.status} ${path} (${variant}): ${cacheControl} with Set-Cookie ${cookies.join(' | ')}`);
      }
    }
    expect(problems).toEqual([]);
    // Not vacuous: most of the sample is public, and pages, redirects and 404s were among it.
    expect(paths.length).toBeGreaterThan(market.start.length + market.extra.length);
    expect(publicAnswers).toBeGreaterThan(paths.length * 2);
    expect([...statuses]).toEqual(expect.arrayContaining([200, 404]));
  });
}

test('the page remembers its locale in the browser: cookie i18n_redirected from a public page', async ({ page, context }) => {
  const response = await page.goto('/it/global');
  expect(shareable(response!.headers()['cache-control'] ?? null)).toBe(true);
  expect(await response!.headerValue('set-cookie')).toBeNull();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('it');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')!;
  expect(cookie.sameSite).toBe('Lax');
  expect(Math.abs(cookie.expires - (Date.now() / 1000 + 365 * 86400))).toBeLessThan(60);
  // A later unprefixed path follows it (docs/requirements/urls.md#locale-selection).
  await page.goto('/products');
  await expect(page).toHaveURL(/\/it\/global\/prodotti$/);
});
