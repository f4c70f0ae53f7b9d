import { expect, test } from '@playwright/test';

// Every internal link reachable from the homes answers: no 500 anywhere, no broken link.
// Extranet links answer 401 until partners can log in. Bounded: at most MAX_PAGES per market.
const MAX_PAGES = 400;

async function crawl(request: import('@playwright/test').APIRequestContext, origin: string, start: string[]) {
  const seen = new Set<string>(start);
  const queue = [...start];
  const problems: string[] = [];
  let pages = 0;
  while (queue.length > 0 && pages < MAX_PAGES) {
    const path = queue.shift()!;
    const response = await request.get(origin + path, { maxRedirects: 0 });
    pages++;
    const status = response.status();
    const expected = path.includes('/extranet') ? [401] : [200];
    if (!expected.includes(status)) problems.push(`${status} ${path}`);
    if (status !== 200 || !(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    const html = await response.text();
    for (const match of html.matchAll(/<a [^>]*href="(\/[^"#?]*)[^"]*"/g)) {
      const href = match[1]!.replace(/&amp;/g, '&');
      if (href.startsWith('/_assets') || href.startsWith('//') || seen.has(href)) continue;
      seen.add(href);
      queue.push(href);
    }
  }
  return { pages, problems };
}

test('global market: every linked page answers', async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const { pages, problems } = await crawl(request, baseURL!, ['/en/global', '/it/global', '/de/global']);
  expect(pages).toBeGreaterThan(50);
  expect(problems).toEqual([]);
});

test('italy market: every linked page answers', async ({ request }) => {
  test.setTimeout(240_000);
  const { pages, problems } = await crawl(request, `http://127.0.0.1:${process.env.E2E_ITALY_PORT}`, ['/']);
  expect(pages).toBeGreaterThan(20);
  expect(problems).toEqual([]);
});
