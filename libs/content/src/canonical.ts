import { LOCALES, SEGMENTS, isLocale, localePrefix, parsePath, tryBuildPath, MARKETS, MARKET_IDS, type Locale, type Market } from '@silca/i18n';
import { storyDefaultPath } from './story-path';
import type { ContentService, Story } from './types';

/** Root folders of the space that are websites (docs/requirements/content.md#space-layout). */
const WEBSITES = new Set<string>(MARKET_IDS.map((id) => MARKETS[id].website));

/**
 * The story's path segments in a language, from its translated slugs
 * (docs/requirements/content.md#translation), without the website folder and `home`:
 * `global/prodotti/` -> `['prodotti']`, `global/home` -> `[]`.
 */
export function storySegments(story: Pick<Story, 'full_slug' | 'default_full_slug' | 'translated_slugs'> & { lang?: string }, locale: Locale): string[] {
  const fallback = storyDefaultPath(story);
  const raw = locale === 'en' ? fallback : (story.translated_slugs?.find((t) => t.lang === locale)?.path ?? fallback);
  let segs = raw.split('/').filter(Boolean);
  if (segs.length && WEBSITES.has(segs[0]!)) segs = segs.slice(1);
  if (segs.length === 1 && segs[0] === 'home') segs = [];
  return segs;
}

/**
 * The canonical URL path of a story in a locale of a market
 * (docs/requirements/urls.md#slug-canonicalisation), segments percent-encoded, no trailing slash.
 * Null when the market lacks the locale or the path is no route of the market.
 */
export function canonicalPathFor(story: Pick<Story, 'full_slug' | 'default_full_slug' | 'translated_slugs'> & { lang?: string }, locale: Locale, market: Market): string | null {
  if (!market.locales.includes(locale)) return null;
  const segs = storySegments(story, locale).map(encodeURIComponent);
  const path = '/' + [...localePrefix(locale, market), ...segs].join('/');
  return parsePath(path, market) ? path : null;
}

/** Locales whose translated segment table contains `word` (language of a path, docs/requirements/urls.md#slug-canonicalisation). */
export function localesOfSegment(word: string | undefined): Locale[] {
  if (!word) return [];
  const out = new Set<Locale>();
  for (const table of Object.values(SEGMENTS) as Array<Record<Locale, string>>) {
    for (const l of LOCALES) if (table[l] === word) out.add(l);
  }
  return [...out];
}

/** Answer of `GET /api/checkStorySlugs` (docs/requirements/urls.md#slug-canonicalisation): where to redirect (301), and its language. */
export interface SlugCheck {
  path: string;
  lang: Locale;
}

/** Whether `path` is a route of the global market in `locale` (the only places a story has a URL). */
function couldBePage(locale: Locale, path: string[]): boolean {
  return parsePath('/' + [...localePrefix(locale, MARKETS.global), ...path.map(encodeURIComponent)].join('/'), MARKETS.global) !== null;
}

function decodeSegments(path: string): string[] | null {
  const out: string[] = [];
  for (const seg of path.split(/[?#]/)[0]!.split('/').filter(Boolean)) {
    try {
      out.push(decodeURIComponent(seg));
    } catch {
      return null;
    }
  }
  return out;
}

/**
 * Finds the story `path` asks for, also by a wrong-language slug or without `global`, and returns
 * its canonical path when it differs (docs/requirements/urls.md#slug-canonicalisation); null when
 * already canonical or no story matches. `locale` applies when the path has no locale prefix.
 * ContentUnavailableError propagates (docs/requirements/content.md#delivery-api).
 */
export async function checkStorySlugs(service: ContentService, input: { path: string; locale: string; market: Market }): Promise<SlugCheck | null> {
  const { market } = input;
  const segs = decodeSegments(input.path);
  if (!segs || segs.length > 12) return null;
  let lang: Locale = isLocale(input.locale) && market.locales.includes(input.locale) ? input.locale : market.defaultLocale;
  let rest = segs;
  if (market.pathPrefix && isLocale(segs[0]) && segs[1] === market.pathPrefix) {
    lang = segs[0];
    rest = segs.slice(2);
  } else if (isLocale(segs[0]) && market.locales.includes(segs[0])) {
    lang = segs[0];
    rest = segs.slice(1);
  }
  if (rest[0] === 'global') rest = rest.slice(1);
  if (!market.locales.includes(lang)) return null;
  const candidates = [...new Set<Locale>([lang, ...localesOfSegment(rest[0]), 'en'])];
    // Route words in the locale with the slug in the default language: the English route finds it.
  const parsed = parsePath(input.path, market);
  const english = parsed ? tryBuildPath(parsed.family.id, parsed.params, 'en', MARKETS.global) : null;
  const englishRest = english ? (decodeSegments(english) ?? []).slice(2) : null;
  const lookups: Array<[Locale, string[]]> = candidates.map((candidate) => [candidate, rest]);
  if (englishRest && englishRest.join('/') !== rest.join('/')) lookups.push(['en', englishRest]);
  for (const [candidate, path] of lookups) {
    // docs/requirements/hardening.md#unknown-page-lookups: a path that is no route is not asked for.
    if (!couldBePage(candidate, path)) continue;
    const found = await service.findStoryByPath({ website: market.website, language: candidate, path });
    if (!found) continue;
    const canonical = canonicalPathFor(found.story, lang, market);
    const asked = '/' + segs.map(encodeURIComponent).join('/');
    if (!canonical || canonical === asked) return null;
    return { path: canonical, lang };
  }
  return null;
}
