import { expect, test } from '@playwright/test';

// docs/requirements/hardening.md#hostile-requests, bad input: never a 500, never a file outside content/.
const cases: Array<[string, number[]]> = [
  ['/%E0%A4%A', [400]],
  ['/..%2f..%2fetc/passwd', [400, 404]],
  ['/en/global/..%2f..%2f..%2fetc%2fpasswd', [404]],
  ['/_assets/..%2f..%2fpackage.json', [400, 404]],
  ['/' + 'a'.repeat(10_000), [404]],
  ['/en/global/%01%02', [400]],
  ['/en/global/%00', [400]],
  ['/xx/global', [404]],
];

for (const [path, statuses] of cases) {
  test(`hostile path ${path.slice(0, 40)} answers ${statuses.join(' or ')}`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(statuses).toContain(response.status());
    const body = await response.text();
    expect(body).not.toContain('root:x:0:0');
    expect(body).not.toContain('"name": "silca-web"');
  });
}

test('trailing slash answers 301 to the bare path and keeps the query', async ({ request }) => {
  const response = await request.get('/en/global/products/?sort=name:asc', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/en/global/products?sort=name:asc');
});
