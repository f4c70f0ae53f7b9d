import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';

// docs/requirements/content.md#visual-editor: Storyblok's visual-editor parameters with a valid preview token load the
// draft and the bridge, privately cached; without them no draft, no token, no bridge.
const SPACE_ID = '287745';
const STORY_ID = '991780002'; // global/products/silca-futura-pro, which has a draft
const PREVIEW_TOKEN = 'local-preview'; // the embedded space's preview token (docs/environment.md)

function editorQuery(token = PREVIEW_TOKEN, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHash('sha1').update(`${SPACE_ID}:${token}:${timestamp}`).digest('hex');
  return new URLSearchParams({
    _storyblok: STORY_ID,
    '_storyblok_tk[space_id]': SPACE_ID,
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': signature,
    _storyblok_lang: 'default',
  }).toString();
}

const PATH = '/en/global/products/silca-futura-pro';

test('a visitor gets the published story, cacheable, without bridge or token', async ({ request }) => {
  const response = await request.get(PATH);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('public');
  const html = await response.text();
  expect(html).toContain('Futura Pro');
  expect(html).not.toContain('2026 edition');
  expect(html).not.toContain(PREVIEW_TOKEN);
  expect(html).not.toContain('app.storyblok.com/f/storyblok');
});

test('the visual editor gets the draft, privately, and the bridge', async ({ page }) => {
  const response = await page.goto(`${PATH}?${editorQuery()}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toContain('private');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Futura Pro (2026 edition)');
  // The bridge script is requested from Storyblok (no network here: the request itself is the proof).
  await expect.poll(() => page.locator('script[src*="app.storyblok.com"]').count()).toBe(1);
  expect(await page.content()).not.toContain(PREVIEW_TOKEN);
});

test('a forged or stale editor token gets the published story', async ({ request }) => {
  for (const query of [editorQuery('wrong-token'), editorQuery(PREVIEW_TOKEN, Math.floor(Date.now() / 1000) - 7200)]) {
    const response = await request.get(`${PATH}?${query}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain('2026 edition');
  }
});
