import { createHash } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// docs/requirements/content.md#visual-editor, the visual editor: with a valid preview token the page loads the configured bridge
// script (STORYBLOK_BRIDGE_URL; here Storyblok's default URL answered by a local stand-in that
// sends the real bridge's events, so no network is needed). Typing (`input`) re-renders the story
// in place without a reload, every blok carries the click-to-edit attributes, save and publish
// reload the draft, and `_storyblok_lang` selects the language shown.
const SPACE_ID = '287745';
const STORY_ID = 991780002; // global/products/silca-futura-pro, which has a draft
const PREVIEW_TOKEN = 'local-preview';
const BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js';
const PATH = '/en/global/products/silca-futura-pro';

function editorQuery(lang = 'default'): string {
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHash('sha1').update(`${SPACE_ID}:${PREVIEW_TOKEN}:${timestamp}`).digest('hex');
  return new URLSearchParams({
    _storyblok: String(STORY_ID),
    '_storyblok_tk[space_id]': SPACE_ID,
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': signature,
    _storyblok_lang: lang,
  }).toString();
}

async function openInEditor(page: Page, lang = 'default') {
  await page.route(BRIDGE_URL, (route) =>
    route.fulfill({ path: path.join(import.meta.dirname, 'fixtures/storyblok-bridge.js'), contentType: 'application/javascript' }),
  );
  const response = await page.goto(`${PATH}?${editorQuery(lang)}`);
  expect(response?.status()).toBe(200);
  // The page registered with the bridge (registerStoryblokBridge of @storyblok/react).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __storyblokEditor?: { options: unknown[] } }).__storyblokEditor?.options.length ?? 0))
    .toBe(1);
}

/** The draft story the loader gave the page (the editor sends the same shape, edited). */
function draftStory(page: Page): Promise<{ id: number; content: Record<string, unknown> }> {
  return page.evaluate((id) => {
    // The router's copy: with single fetch the document streams the data (decision 1044).
    const data = (window as unknown as { __remixRouter: { state: { loaderData: Record<string, { story?: { id: number } }> } } }).__remixRouter.state.loaderData;
    return Object.values(data).find((d) => d?.story?.id === id)!.story as { id: number; content: Record<string, unknown> };
  }, STORY_ID);
}

const emit = (page: Page, event: unknown) =>
  page.evaluate((e) => (window as unknown as { __storyblokEditor: { emit(e: unknown): void } }).__storyblokEditor.emit(e), event);

test('typing in the editor re-renders the story in place, without a reload', async ({ page }) => {
  await openInEditor(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Futura Pro (2026 edition)');
  await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
  const story = await draftStory(page);
  for (const typed of ['Futura Pro (2026 ed', 'Futura Pro (2026 edition) typed live']) {
    await emit(page, { action: 'input', story: { ...story, content: { ...story.content, name: typed } } });
    await expect(heading).toHaveText(typed);
  }
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  // An input event of another story changes nothing.
  await emit(page, { action: 'input', story: { ...story, id: 1, content: { ...story.content, name: 'Another story' } } });
  await expect(heading).toHaveText('Futura Pro (2026 edition) typed live');
});

test('every blok of the draft carries the click-to-edit attributes; a click opens that blok', async ({ page }) => {
  await openInEditor(page);
  const story = await draftStory(page);
  const uids: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const blok = node as Record<string, unknown>;
      if (typeof blok.component === 'string' && typeof blok._uid === 'string') uids.push(blok._uid);
      Object.values(blok).forEach(walk);
    }
  };
  walk(story.content);
  expect(uids.length).toBeGreaterThan(1);
  for (const uid of uids) await expect(page.locator(`[data-blok-uid="${STORY_ID}-${uid}"]`).first(), uid).toBeAttached();
  await page.getByRole('heading', { level: 1 }).click();
  const clicked = await page.evaluate(
    () => (window as unknown as { __storyblokEditor: { clicked: Array<{ uid: string; blok: { name: string } }> } }).__storyblokEditor.clicked,
  );
  expect(clicked.at(-1)).toMatchObject({ uid: `${STORY_ID}-${story.content._uid}`, blok: { name: 'product_detail' } });
});

test('save and publish reload the draft from the server', async ({ page }) => {
  await openInEditor(page);
  const heading = page.getByRole('heading', { level: 1 });
  const story = await draftStory(page);
  for (const action of ['change', 'published']) {
    await emit(page, { action: 'input', story: { ...story, content: { ...story.content, name: 'Unsaved typing' } } });
    await expect(heading).toHaveText('Unsaved typing');
    await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
    await Promise.all([page.waitForEvent('load'), emit(page, { action, storyId: STORY_ID, reload: true })]);
    await expect(heading).toHaveText('Futura Pro (2026 edition)');
    expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBeUndefined();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __storyblokEditor?: { options: unknown[] } }).__storyblokEditor?.options.length ?? 0))
      .toBe(1);
  }
});

test('_storyblok_lang selects the language the editor shows', async ({ page }) => {
  await openInEditor(page, 'it');
  expect(new URL(page.url()).pathname).toBe('/it/global/prodotti/silca-futura-pro');
  expect(new URL(page.url()).searchParams.get('_storyblok')).toBe(String(STORY_ID));
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  // `default` is the space's default language, English.
  await page.goto(`/it/global/prodotti/silca-futura-pro?${editorQuery('default')}`);
  expect(new URL(page.url()).pathname).toBe(PATH);
});
