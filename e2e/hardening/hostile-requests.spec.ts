import { expect, test } from '@playwright/test';

// docs/requirements/hardening.md#hostile-requests: forwarded headers cannot change a page, malformed requests get the branded 400/405
// page, and every answer (the path screen's too) carries the security headers and Cache-Control.

test('X-Forwarded-Host cannot turn /en/global into another page or another host', async ({ request }) => {
  const poisoned = await request.get('/en/global', { headers: { 'X-Forwarded-Host': 'www.silca.biz/ru/global?' }, maxRedirects: 0 });
  expect(poisoned.status()).toBe(400);
  expect(poisoned.headers()['cache-control']).toBe('no-store');

  const plain = await request.get('/en/global');
  const foreign = await request.get('/en/global', { headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' } });
  expect(foreign.status()).toBe(200);
  const strip = (html: string) => html.replace(/nonce="[^"]*"/g, '').replace(/"nonce":"[^"]*"/g, '');
  expect(strip(await foreign.text())).toBe(strip(await plain.text()));
  expect(await foreign.text()).not.toContain('evil.example');
});

test('TRACE and PUT answer 405 with Allow; the branded page, no Express 500', async ({ request }) => {
  for (const method of ['TRACE', 'PUT', 'DELETE']) {
    const res = await request.fetch('/en/global', { method });
    expect(res.status(), method).toBe(405);
    expect(res.headers().allow).toBe('GET, HEAD, POST');
    expect(await res.text()).toContain('SILCA');
  }
});

test('path-screen answers carry security headers, Permissions-Policy and Cache-Control', async ({ request }) => {
  for (const [path, status] of [
    ['/en/global/products/', 301],
    ['/%E0%A4%A', 400],
    ['/en/global/..%2f..%2fetc', 404],
  ] as const) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(status);
    const h = res.headers();
    expect(h['cache-control'], path).toBeTruthy();
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['permissions-policy'], path).toContain('camera=()');
    expect(h['content-security-policy'], path).toContain("frame-ancestors 'self'");
  }
});

test('the visual editor origin is in the CSP only for verified preview requests', async ({ request }) => {
  const page = await request.get('/en/global');
  const csp = page.headers()['content-security-policy'] ?? '';
  expect(csp).not.toContain('app.storyblok.com');
  const fake = await request.get('/en/global?_storyblok=1&_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=1&_storyblok_tk[token]=x');
  expect(fake.headers()['content-security-policy'] ?? '').not.toContain('app.storyblok.com');
});
