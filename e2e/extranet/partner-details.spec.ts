import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The partner-facing details (docs/requirements/pages.md#album-browser, #breadcrumbs-in-the-extranet,
// #role-crawl): products in every family listing, section cards with image, title and link,
// breadcrumbs through the partner area, photos in the album browser, and the axe rules the
// extranet broke (region, landmark-unique, image-redundant-alt).
test.use({ ignoreHTTPSErrors: true });

const PARTNER = { email: 'partner@silca.test', password: 'partner-pass-1' };

async function logIn(page: Page) {
  await page.goto('/auth/login?returnTo=/en/global/extranet');
  await page.getByLabel('Email address').fill(PARTNER.email);
  await page.getByLabel('Password').fill(PARTNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/en\/global\/extranet$/);
}

test('family listings list products, the home shows section cards, breadcrumbs pass through the partner area', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page);
  // The home's cards: each an image, a title linking the section, a teaser.
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) {
    await expect(card.locator('img')).toHaveCount(1);
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/en\/global\/extranet\/[a-z-]+$/);
    expect(((await card.locator('p').textContent()) ?? '').trim().length).toBeGreaterThan(10);
  }
  const crumbs = page.getByRole('navigation', { name: /breadcrumb/i });
  await expect(crumbs.getByRole('link')).toHaveText(['Home']);
  await expect(crumbs).toContainText('Partner area');

  for (const [path, trail] of [
    ['/en/global/extranet/products/residential', ['Home', 'Partner area', 'Products']],
    ['/en/global/extranet/products/automotive', ['Home', 'Partner area', 'Products']],
    ['/en/global/extranet/photogallery/machines', ['Home', 'Partner area', 'Photo gallery']],
    ['/it/global/extranet/prodotti/residenziale', ['Home', 'Area partner', 'Prodotti']],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: /breadcrumb|percorso/i }).getByRole('link')).toHaveText([...trail]);
    if (path.includes('/products/') || path.includes('/prodotti/')) {
      await expect(page.locator('main')).not.toContainText(/no products|nessun prodotto/i);
      await expect(page.locator('main a[href*="-partner-sheet"]').first()).toBeVisible();
    }
  }
  // The residential family lists its partner sheets, which open.
  await page.goto('/en/global/extranet/products/residential');
  await page.locator('main a[href$="/mirage-partner-sheet"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mirage');
});

test('a photo opens in the album browser: next, previous, keys, close; without JavaScript its link opens the file', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await logIn(page);
  await page.goto('/en/global/extranet/photogallery/machines');
  const photos = page.locator('main li a[href*="/_extranet-assets/"]');
  await expect(photos).toHaveCount(3);
  const files = await photos.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  await photos.nth(1).click();
  const viewer = page.getByRole('dialog', { name: 'Machines 2' });
  await expect(viewer).toBeVisible();
  expect(page.url()).toMatch(/\/photogallery\/machines$/);
  await expect(viewer).toContainText('Photo 2 of 3');
  await expect(viewer.getByRole('img', { name: 'Machines 2' })).toBeVisible();
  await expect(viewer.getByRole('link', { name: 'Download the original' })).toHaveAttribute('href', files[1]!);
  await viewer.getByRole('button', { name: 'Next photo' }).click();
  await expect(page.getByRole('dialog', { name: 'Machines 3' })).toContainText('Photo 3 of 3');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Machines 1' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: 'Machines 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous photo' }).click();
  await expect(page.getByRole('dialog', { name: 'Machines 2' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Focus went back to the photo that opened it.
  await expect(photos.nth(1)).toBeFocused();

  // Without JavaScript the photo's link is the file itself.
  const noJs = await browser.newContext({ javaScriptEnabled: false, ignoreHTTPSErrors: true, baseURL, storageState: await page.context().storageState() });
  const plain = await noJs.newPage();
  await plain.goto('/en/global/extranet/photogallery/machines');
  const [response] = await Promise.all([
    plain.waitForResponse((r) => r.url().includes('/_signed-assets/') || r.url().includes('.jpg')),
    plain.locator('main li a').first().click(),
  ]);
  expect(response.status()).toBeLessThan(400);
  await noJs.close();
});

test('extranet pages: no content outside landmarks, distinct search landmarks, no redundant alt text (axe)', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  const problems: string[] = [];
  for (const path of [
    '/en/global/extranet',
    '/en/global/extranet/photogallery/machines',
    '/en/global/extranet/search?q=futura',
    '/en/global/extranet/products/residential',
    '/en/global/search?q=futura',
  ]) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withRules(['region', 'landmark-unique', 'image-redundant-alt']).analyze();
    problems.push(...results.violations.flatMap((v) => v.nodes.map((n) => `${path}: ${v.id} ${n.target.join(' ')}`)));
  }
  expect(problems).toEqual([]);
});
