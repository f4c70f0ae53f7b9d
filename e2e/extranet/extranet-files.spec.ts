import { expect, test, type APIResponse, type Page } from '@playwright/test';

// Extranet files through the session-checked route and signed, expiring links that carry the
// granted roles (docs/requirements/extranet.md#no-leaks, decisions 0800 and 0962); the link route streams the file from
// the asset host's signed URL, the same path as with a real Storyblok space, here against the
// embedded stand-in's `cdn/assets/me`. Expiry itself is tested with a clock in libs/site.
test.use({ ignoreHTTPSErrors: true });

const PARTNER = { email: 'partner@silca.test', password: 'partner-pass-1' };
const CATALOGUE = '/en/global/extranet/catalogues/2025/partner-price-list-2025';
const GALLERY = '/en/global/extranet/photogallery/machines';
const FILE = '/_extranet-assets/f/287745/c14171663d/partner-price-list-2025.pdf';

async function logIn(page: Page) {
  await page.goto('/auth/login?returnTo=/en/global/extranet');
  await page.getByLabel('Email address').fill(PARTNER.email);
  await page.getByLabel('Password').fill(PARTNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/en\/global\/extranet$/);
}

/** No shared cache may keep any of these answers. */
function expectUncacheable(res: APIResponse, what: string) {
  const cc = res.headers()['cache-control'] ?? '';
  expect(cc, what).toContain('no-store');
  expect(cc, what).not.toContain('public');
}

test('a partner downloads a catalogue file through a signed link; nobody else gets it, tampered links are refused', async ({ page, playwright, baseURL }) => {
  test.setTimeout(60_000);
  await logIn(page);
  await page.goto(CATALOGUE);
  const link = page.locator('main a[href$=".pdf"]').first();
  await expect(link).toHaveAttribute('href', /^\/_extranet-assets\/f\//);
  // Pages never carry signed links: they are made per click, after the session check.
  expect(await page.content()).not.toContain('_signed-assets');

  // The session route answers a private redirect to a signed, expiring URL of the file.
  const href = (await link.getAttribute('href')) ?? '';
  const hop = await page.request.get(href, { maxRedirects: 0 });
  expect(hop.status()).toBe(302);
  expectUncacheable(hop, 'redirect');
  expect(hop.headers()['vary']).toContain('Cookie');
  const signed = new URL(hop.headers()['location'] ?? '', baseURL);
  expect(signed.pathname).toBe(href.replace('/_extranet-assets/', '/_signed-assets/'));
  expect(signed.searchParams.get('exp')).toMatch(/^\d+$/);
  expect(signed.searchParams.get('roles')).toBe('partner');
  const expiresIn = Number(signed.searchParams.get('exp')) - Date.now() / 1000;
  expect(expiresIn).toBeGreaterThan(0);
  expect(expiresIn).toBeLessThanOrEqual(300);
  const file = await page.request.get(signed.toString());
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expectUncacheable(file, 'file');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Gallery images take the same route and render.
  await page.goto(GALLERY);
  const image = page.locator('main img[src*="/_extranet-assets/"]').first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Anonymous: the session route, the public asset route and unsigned links give nothing.
  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    const denied = await anonymous.get(FILE, { maxRedirects: 0 });
    expect(denied.status()).toBe(401);
    expect(denied.headers()['location']).toBeUndefined();
    expectUncacheable(denied, 'anonymous');
    expect((await anonymous.get(FILE.replace('/_extranet-assets/', '/_assets/'))).status()).toBe(404);
    const tampered = new URL(signed);
    tampered.searchParams.set('sig', `${(signed.searchParams.get('sig') ?? '').slice(0, -2)}AA`);
    const later = new URL(signed);
    later.searchParams.set('exp', String(Number(signed.searchParams.get('exp')) + 86_400));
    const otherFile = new URL(signed);
    otherFile.pathname = '/_signed-assets/f/287745/a1b2c3d4e5/partner-catalogue-2025.pdf';
    const unsigned = new URL(signed.pathname, baseURL);
    const widened = new URL(signed);
    widened.searchParams.set('roles', 'bu-italia,partner');
    for (const bad of [tampered, later, otherFile, unsigned, widened]) {
      const res = await anonymous.get(bad.toString());
      expect(res.status(), bad.toString()).toBe(403);
      expectUncacheable(res, bad.toString());
      expect((await res.body()).subarray(0, 5).toString()).not.toBe('%PDF-');
    }
  } finally {
    await anonymous.dispose();
  }
});
