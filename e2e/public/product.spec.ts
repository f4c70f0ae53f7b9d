import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

/**
 * Product page journeys of docs/requirements/pages.md#progressive-enhancement, with and without JavaScript: thumbnails change the main
 * image, the image zooms (keyboard, mouse, touch), two chosen files come back as a zip that
 * opens, and the zip endpoint refuses what it must not serve.
 */

const PRODUCT = '/en/global/products/transponder-id48';

for (const js of [true, false]) {
  test.describe(`product page ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });

    test('a thumbnail changes the main image', async ({ page }) => {
      await page.goto(PRODUCT);
      const main = page.getByTestId('product-main-image');
      const first = await main.getAttribute('data-image');
      const thumbs = page.getByRole('list', { name: 'Images' }).getByRole('link');
      expect(await thumbs.count()).toBeGreaterThan(1);
      await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
      await thumbs.nth(1).click();
      await expect(main).not.toHaveAttribute('data-image', first!);
      await expect(page.getByRole('list', { name: 'Images' }).getByRole('link').nth(1)).toHaveAttribute('aria-current', 'true');
      if (!js) await expect(page).toHaveURL(/[?&]image=2/);
      // The canonical URL stays the product's path.
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/products\/transponder-id48$/);
    });

    test('two selected files download as a zip that opens', async ({ page }) => {
      await page.goto(PRODUCT);
      // The status is the hydrated form's: `goto` returns at the load event, while the page's
      // story chunks may still be loading and hydration not yet started (then the click is a
      // plain post: the zip comes, the status never shows). Hydration starts once they are in.
      if (js) await page.waitForLoadState('networkidle');
      const form = page.getByTestId('download-form');
      await form.getByRole('checkbox', { name: 'ID48 glass transponder data sheet' }).check();
      await form.getByRole('checkbox', { name: 'ID48 glass transponder declaration of conformity' }).check();
      const downloading = page.waitForEvent('download');
      await form.getByRole('button', { name: 'Download selected' }).click();
      // Checked while the zip is built: the status clears itself after 8 s, a slow zip may take longer.
      if (js) await expect(form.getByRole('status')).toHaveText('Preparing your download…');
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('silca-downloads.zip');
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'zip-')), 'silca-downloads.zip');
      await download.saveAs(file);
      expect(statSync(file).size).toBeGreaterThan(100);
      const names = execFileSync('unzip', ['-Z1', file]).toString().trim().split('\n').sort();
      expect(names).toEqual(['ID48 glass transponder data sheet.pdf', 'ID48 glass transponder declaration of conformity.pdf']);
      // The entries are the real files: each PDF starts with its signature.
      const head = execFileSync('unzip', ['-p', file, names[0]!]).subarray(0, 5).toString();
      expect(head).toBe('%PDF-');
    });
  });
}

test.describe('image zoom with JavaScript', () => {
  test.use({ hasTouch: true });

  test('keyboard, mouse and touch change the zoom level', async ({ page }) => {
    await page.goto(PRODUCT);
    // The zoom dialog is the hydrated page's; before that the link opens the image itself.
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: /^Enlarge image/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const image = dialog.locator('img[data-zoom-level]');
    await expect(image).toHaveAttribute('data-zoom-level', '1');
    // The large image really loads (the image service accepts its size).
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const viewport = dialog.getByTestId('zoom-viewport');
    await viewport.focus();
    await page.keyboard.press('+');
    await expect(image).toHaveAttribute('data-zoom-level', '1.5');
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await expect(image).toHaveAttribute('data-zoom-level', '2');
    await viewport.focus();
    await page.keyboard.press('0');
    await expect(image).toHaveAttribute('data-zoom-level', '1');
    await viewport.dblclick();
    await expect(image).toHaveAttribute('data-zoom-level', '1.5');
    await dialog.getByRole('button', { name: 'Reset zoom' }).click();
    // A two-finger pinch outwards zooms in.
    await viewport.evaluate((el) => {
      const touch = (id: number, x: number) => new Touch({ identifier: id, target: el, clientX: x, clientY: 200 });
      el.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(1, 200), touch(2, 240)], bubbles: true }));
      el.dispatchEvent(new TouchEvent('touchmove', { touches: [touch(1, 150), touch(2, 300)], bubbles: true }));
    });
    await expect(image).not.toHaveAttribute('data-zoom-level', '1');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('image zoom without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the main image links to its large version', async ({ page }) => {
    await page.goto(PRODUCT);
    const href = await page.getByRole('link', { name: /^Enlarge image/ }).getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  });
});

test.describe('zip download without JavaScript, nothing ticked', () => {
  test.use({ javaScriptEnabled: false });

  for (const [url, note] of [
    [PRODUCT, 'Choose at least one file.'],
    ['/it/global/area-download', 'Scegli almeno un file.'],
  ] as const) {
    test(`${url}: back on the page at the form, which says to choose a file`, async ({ page }) => {
      await page.goto(url);
      const form = page.getByTestId('download-form').first();
      await expect(form.getByText(note)).toBeHidden();
      await form.locator('button[type="submit"]:not([name])').click();
      await expect(page).toHaveURL(/#download-none-[A-Za-z0-9-]+$/);
      expect(new URL(page.url()).pathname).toBe(new URL(url, 'http://x').pathname);
      await expect(form.getByText(note)).toBeVisible();
    });
  }
});

test.describe('zip endpoint', () => {
  test('download all of a download-area list, low resolution', async ({ page, request }) => {
    await page.goto('/en/global/download-area');
    const list = await page.getByTestId('download-form').first().locator('input[name="list"]').getAttribute('value');
    const response = await request.post('/api/downloads', { form: { list: list!, all: '1', resolution: 'low' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/zip');
    expect((await response.body()).subarray(0, 2).toString()).toBe('PK');
  });

  test('Futura Pro images: high resolution is the original, low is never larger in pixels or bytes, the names say which (docs/requirements/pages.md#download-variants)', async ({
    request,
  }) => {
    // The product's uuid and image asset ids (content/stories/global/products/silca-futura-pro.json).
    const zip = async (api: APIRequestContext, resolution: 'high' | 'low') => {
      const response = await api.post('/api/downloads', { form: { product: '11826265-0f6d-4b92-b93e-b72851842f8f', file: '19000007', resolution } });
      expect(response.status()).toBe(200);
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'zip-')), `${resolution}.zip`);
      writeFileSync(file, await response.body());
      const [name] = execFileSync('unzip', ['-Z1', file]).toString().trim().split('\n');
      return { name: name!, bytes: execFileSync('unzip', ['-p', file, name!], { maxBuffer: 64 * 1024 * 1024 }) };
    };
    const high = await zip(request, 'high');
    const low = await zip(request, 'low');
    expect(high.name).toBe('Futura Pro-high-res.jpg');
    expect(low.name).toBe('Futura Pro-low-res.jpg');
    const [h, l] = await Promise.all([sharp(high.bytes).metadata(), sharp(low.bytes).metadata()]);
    expect([h.width, h.height]).toEqual([1200, 900]);
    expect(l.width! * l.height!).toBeLessThanOrEqual(h.width! * h.height!);
    expect(low.bytes.length).toBeLessThanOrEqual(high.bytes.length);
  });

  test('bad input is a 4xx page, never a 500; unknown or extranet stories are not served', async ({ request }) => {
    expect((await request.post('/api/downloads', { form: { product: 'f75dd9b0-c398-4f3a-acf1-714c66155581' } })).status()).toBe(400);
    expect((await request.post('/api/downloads', { form: { x: '1' } })).status()).toBe(400);
    expect((await request.post('/api/downloads', { form: { product: '00000000-0000-0000-0000-000000000000', all: '1' } })).status()).toBe(404);
    expect((await request.post('/api/downloads', { form: { list: 'no-such-list', all: '1' } })).status()).toBe(404);
  });
});
