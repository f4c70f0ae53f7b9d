import { expect, test } from '@playwright/test';

// docs/requirements/product.md#every-language-its-own-words: menus, footers, titles, headings, breadcrumbs and form
// messages follow the page's locale.

const ITALY = `http://127.0.0.1:${process.env.E2E_ITALY_PORT}`;

/** English words the Russian menu and footer showed before every locale was complete, as whole link or heading texts. */
const ENGLISH_FRAME = [
  'Downloads',
  'Bulletins',
  'Catalogues',
  'History',
  'Quality',
  'Sustainability',
  'About us',
  'After-sales',
  'Resources',
  'Contacts',
  'Search',
  'Our athletes',
];

/** The visible text of a page's header and footer (scripts and JSON left out). */
function frameText(html: string): string[] {
  const parts = [...html.matchAll(/<(header|footer)\b[\s\S]*?<\/\1>/g)].map((m) => m[0]);
  return parts.flatMap((part) =>
    part
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .split(/<[^>]+>/)
      .map((t) => t.trim())
      .filter(Boolean),
  );
}

test('no /ru/global page of the sitemap shows English words in its menu or footer', async ({ request }) => {
  test.setTimeout(300_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...new Set([...sitemap.matchAll(/hreflang="ru" href="https:\/\/www\.silca\.biz([^"]+)"/g)].map((m) => m[1]!))];
  expect(pages.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const english = frameText(html).filter((t) => ENGLISH_FRAME.includes(t));
    if (english.length) problems.push(`${path}: ${[...new Set(english)].join(', ')}`);
  }
  expect(problems).toEqual([]);
});

for (const path of [
  '/ru/global/o-nas',
  '/ru/global/servisnoe-obsluzhivanie',
  '/ru/global/resursy',
  '/ru/global/kontakty',
  '/ru/global/poisk',
  '/ru/global/download-area',
  '/ru/global/o-nas/nasha-kompaniya/history',
]) {
  test(`${path} has a Russian title and h1`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    const h1 = (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '');
    expect(title, path).toMatch(/^[А-Яа-яЁё][^|]* \| Silca$/);
    expect(h1, path).toMatch(/^[А-Яа-яЁё]/);
  });
}

test('the athlete breadcrumb and the product names of a Russian page are Russian', async ({ page }) => {
  await page.goto('/ru/global/o-nas/giulia-moretti');
  const crumbs = page.getByRole('navigation', { name: /Навигационная цепочка|Хлебные крошки|breadcrumb/i });
  await expect(crumbs).toContainText('Наши спортсмены');
  await expect(crumbs).not.toContainText('Our athletes');
  await page.goto('/ru/global/produkty/blank-ul050');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Цилиндровая заготовка UL050');
  // A model name stays a name.
  await page.goto('/ru/global/produkty/silca-futura-pro');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Futura Pro');
});

test.describe('form limits and their message in the page language', () => {
  test.use({ javaScriptEnabled: false });
  test('Italian contacts: inputs carry maxlength, an over-long value is refused in Italian', async ({ page }) => {
    await page.goto(`${ITALY}/contatti`);
    const form = page.locator('form[method="post"]').filter({ has: page.locator('input[name="email"]') });
    await expect(form.locator('input[name="company"]')).toHaveAttribute('maxlength', '200');
    await expect(form.locator('input[name="email"]')).toHaveAttribute('maxlength', '254');
    await expect(form.locator('input[name="phone"]')).toHaveAttribute('maxlength', '32');
    // A client that ignores maxlength (a script, an old browser) still gets the page's language.
    await form.locator('input[name="company"]').evaluate((input) => input.removeAttribute('maxlength'));
    await form.locator('input[name="company"]').fill('x'.repeat(201));
    await form.getByRole('button', { name: /Invia/ }).click();
    await expect(form).toContainText('Usa al massimo 200 caratteri.');
    await expect(form).not.toContainText('Please use at most');
  });
});
