import { LOCALES, SEGMENTS, isLocale, localePrefix, parsePath, tryBuildPath, MARKETS, MARKET_IDS, type Locale, type Market } from '@silca/i18n';
import { storyDefaultPath } from './story-path';
import type { ContentService, Story } from './types';

/** Root folders of the space that are websites (docs/requirements/content.md#space-layout). */
const WEBSITES = new Set<string>(MARKET_IDS.map((id) => MARKETS[id].website));

/**
 * The story's path in a language, from its translated slugs (docs/requirements/content.md#translation): `default_full_slug`
 * for the default language (en), `translated_slugs[lang].path` otherwise (the default path when
 * that language has none). Without a leading website folder, `home` and the trailing `/` of a
 * folder startpage: `global/prodotti/` -> `['prodotti']`, `global/home` -> `[]`.
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
 * The canonical URL path of a story in a locale of a market (docs/requirements/urls.md#slug-canonicalisation, docs/requirements/urls.md#slug-canonicalisation):
 * the market's locale prefix (`/it/global` on global, none for a country market's own locale)
 * plus the story's translated path, no trailing slash, each segment percent-encoded. Null when
 * the market lacks the locale or the path is not a route of the market (the page has no URL
 * there, e.g. an extranet story or a folder without a route family).
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

/**
 * Whether `path` (segments after the locale prefix) is a route of the global market in `locale`,
 * where every family exists: only then can a story be found there that has a URL (a story's
 * canonical path is always a route, {@link canonicalPathFor}).
 */
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
 * Slug canonicalisation (docs/requirements/urls.md#slug-canonicalisation, docs/requirements/urls.md#slug-canonicalisation `checkStorySlugs`): finds the story a
 * path asks for, also by a wrong-language slug or without the `global` segment, and returns its
 * canonical path in the requested locale when that differs from the path asked for; null when
 * the path is already canonical or no story matches (never a redirect to itself).
 * - `path`: the URL path as requested (`/it/global/products/futura-pro`, `/products/x`).
 * - `locale`: the locale to use when the path has no locale prefix (docs/requirements/urls.md#slug-canonicalisation: from the cookie or
 *   the host); ignored when the path starts with `/{lang}/global`.
 * Errors of the content service (ContentUnavailableError) propagate (docs/requirements/content.md#delivery-api: "errors with a
 * status are re-thrown").
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
  // `/it/global/...` on a country market, `/global/...` anywhere: the segment is not part of the story path.
  if (rest[0] === 'global') rest = rest.slice(1);
  if (!market.locales.includes(lang)) return null;
  const candidates = [...new Set<Locale>([lang, ...localesOfSegment(rest[0]), 'en'])];
  // Route words in the locale but the slug in the default language (how a story link reads when
  // only its default full_slug is known): the same route in English finds the story.
  const parsed = parsePath(input.path, market);
  const english = parsed ? tryBuildPath(parsed.family.id, parsed.params, 'en', MARKETS.global) : null;
  const englishRest = english ? (decodeSegments(english) ?? []).slice(2) : null;
  const lookups: Array<[Locale, string[]]> = candidates.map((candidate) => [candidate, rest]);
  if (englishRest && englishRest.join('/') !== rest.join('/')) lookups.push(['en', englishRest]);
  for (const [candidate, path] of lookups) {
    // The route table first (docs/requirements/hardening.md#hardening-goals, decision 0883): a path that is no page in that language
    // cannot name a story with a URL, so the CMS is not asked (unknown URLs cost nothing).
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
