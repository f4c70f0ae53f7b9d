import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT } from '../support';

// docs/requirements/pages.md#narrow-screens: no page scrolls sideways at 320-375 px in any locale,
// and card labels wrap instead of losing their last letters. The pages checked are the widest of
// each locale: those whose name or title holds the locale's longest words in the embedded space
// (one-word h1s such as "Afstandsbedieningssleutels"), and the listings that show them as card labels.

const LOCALES = ['en', 'de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru'] as const;
type Locale = (typeof LOCALES)[number];
const WIDTHS = [320, 375];
/** Stories per locale with the longest words. */
const PER_LOCALE = 3;

interface StoryFile {
  story: { slug: string; content?: Record<string, unknown>; translated_slugs?: { lang: string; slug: string }[] };
}

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(file);
    return entry.name.endsWith('.json') && entry.name !== '_folder.json' ? [file] : [];
  });
}

/** The longest word of a story's visible name in `locale` (`name`, `title`, their `__i18n__` translations). */
function longestWord(content: Record<string, unknown>, locale: Locale): string {
  const texts = ['name', 'title'].map((field) => content[locale === 'en' ? field : `${field}__i18n__${locale}`] ?? content[field]);
  const words = texts.filter((t): t is string => typeof t === 'string').flatMap((t) => t.split(/[\s/–—-]+/u));
  return words.reduce((a, b) => ([...b].length > [...a].length ? b : a), '');
}

/** Each locale's widest pages: stories with its longest words, their listing pages, from the sitemap's URLs. */
async function widestPages(page: Page): Promise<Map<Locale, { path: string; word: string }[]>> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const stories = storyFiles(path.join(ROOT, 'content/stories/global')).map((f) => (JSON.parse(readFileSync(f, 'utf8')) as StoryFile).story);
  const out = new Map<Locale, { path: string; word: string }[]>();
  for (const locale of LOCALES) {
    const ranked = stories
      .map((story) => {
        const slug = story.translated_slugs?.find((t) => t.lang === locale)?.slug ?? story.slug;
        const at = urls.filter((u) => u.startsWith(`/${locale}/global/`) && u.endsWith(`/${slug}`));
        return { word: longestWord(story.content ?? {}, locale), at };
      })
      .filter((s) => s.at.length > 0)
      .sort((a, b) => [...b.word].length - [...a.word].length)
      .slice(0, PER_LOCALE);
    const pages = new Map<string, string>();
    for (const { word, at } of ranked) {
      for (const p of at) {
        pages.set(p, word);
        // The listing above the page shows it as a card.
        const parent = p.slice(0, p.lastIndexOf('/'));
        if (urls.includes(parent)) pages.set(parent, word);
      }
    }
    out.set(
      locale,
      [...pages].map(([p, word]) => ({ path: p, word })),
    );
  }
  return out;
}

/** Sideways scrolling and text that does not fit its box in a card or a heading. */
async function overflows(page: Page): Promise<{ scrollWidth: number; viewport: number; unfit: string[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const unfit: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main h1, main h2, main h3, main article p, main dd, main li a')) {
      if (el.closest('.silca-visually-hidden, [hidden], details:not([open])') || el.clientWidth <= 1) continue;
      // A label wider than its box: cut by its card, or spilling over the card's edge (a carousel's
      // slides may lie beyond the screen inside their own scroller: the page's width says the rest).
      if (el.scrollWidth > el.clientWidth + 1) unfit.push(`${el.tagName} "${el.textContent?.trim().slice(0, 60)}" ${el.scrollWidth}/${el.clientWidth}px`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, viewport, unfit };
  });
}

test.describe('the widest pages of every locale fit 320 and 375 px', () => {
  // The layout without JavaScript is the wider one (the phone menu is open); CSS is the same.
  test.use({ javaScriptEnabled: false });
  test.setTimeout(240_000);

  for (const locale of LOCALES) {
    test(`${locale}: no sideways scrolling, no cut card labels`, async ({ page }) => {
      const pages = (await widestPages(page)).get(locale)!;
      expect(pages.length, 'pages with the locale’s longest words').toBeGreaterThan(0);
      test.info().annotations.push({ type: 'widest pages', description: pages.map((p) => `${p.path} (${p.word})`).join(', ') });
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        for (const { path: p, word } of pages) {
          const response = await page.goto(p);
          expect(response?.status(), p).toBe(200);
          const found = await overflows(page);
          if (found.scrollWidth > found.viewport) problems.push(`${p} at ${width}px ("${word}"): scrollWidth ${found.scrollWidth}`);
          for (const u of found.unfit) problems.push(`${p} at ${width}px: ${u}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  test('the reported pages are among them and fit: nl remote car keys, German key machines', async ({ page }) => {
    for (const p of [
      '/nl/global/categorieen/afstandsbedieningssleutels',
      '/de/global/kategorien/schluesselmaschinen-fahrzeuge',
      '/nl/global/producten',
      '/ru/global/landing-smart-pro-mini',
    ]) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(p);
        const found = await overflows(page);
        expect({ p, width, ...found }).toEqual({ p, width, scrollWidth: found.viewport, viewport: found.viewport, unfit: [] });
      }
    }
  });
});

for (const width of [375, 1280]) {
  test(`the Russian menu and its submenus stay inside ${width} px with JavaScript`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/ru/global/kontakty');
    if (width < 1280) {
      const toggle = page.locator('header button[aria-controls="silca-main-nav"]');
      await expect(toggle).toBeVisible({ timeout: 30_000 }); // shown once hydrated
      await toggle.click();
    }
    const summaries = page.locator('#silca-main-nav summary');
    const count = await summaries.count();
    expect(count).toBeGreaterThan(0);
    const outside: string[] = [];
    for (let i = 0; i < count; i++) {
      await summaries.nth(i).click();
      outside.push(
        ...(await page.evaluate(() => {
          const viewport = document.documentElement.clientWidth;
          return [...document.querySelectorAll<HTMLElement>('header a, header summary, header button, header input')]
            .filter((el) => !el.closest('details:not([open])') && el.getBoundingClientRect().width > 0)
            .filter((el) => el.getBoundingClientRect().right > viewport + 1 || el.getBoundingClientRect().left < -1)
            .map((el) => `${el.textContent?.trim() || el.getAttribute('name')}: ${Math.round(el.getBoundingClientRect().right)}px`);
        })),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${await summaries.nth(i).textContent()} open`).toBeLessThanOrEqual(width);
      // On wide screens one submenu is open at a time (they hang over the page).
      if (width >= 1280) await summaries.nth(i).click();
    }
    expect(outside).toEqual([]);
  });
}
