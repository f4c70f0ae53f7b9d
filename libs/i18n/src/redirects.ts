import { LOCALES, isLocale, type Locale } from './locales';
import { type Market } from './markets';
import { MAX_PATH_LENGTH, buildPath, familyExists, parsePath } from './paths';

/**
 * First segments that are never pages: resource routes and static files of libs/site. An
 * unprefixed path starting with one of them is not redirected to a locale (docs/requirements/urls.md#locale-addressing applies to
 * pages only). Any first segment containing a dot (`favicon.ico`, `robots.txt`) is skipped too.
 */
export const NON_PAGE_SEGMENTS = ['api', 'build', 'assets', 'health', 'healthz'] as const;

function normaliseSearch(search: string | null | undefined): string {
  if (typeof search !== 'string' || search === '' || search === '?') return '';
  return search.startsWith('?') ? search : `?${search}`;
}

/**
 * The 301 target for a trailing slash (docs/requirements/urls.md#trailing-slash, docs/requirements/urls.md#trailing-slash): the same path without the
 * trailing slash(es), keeping query and hash; null when there is nothing to strip (`/` itself or
 * no trailing slash). Leading slashes collapse to one, so `//evil.example/` can never become the
 * protocol-relative `//evil.example` (no open redirect). Never throws.
 */
export function trailingSlashRedirect(pathname: string, search?: string | null, hash?: string | null): string | null {
  if (typeof pathname !== 'string' || pathname === '/' || !pathname.endsWith('/')) return null;
  const bare = '/' + pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  const fragment = typeof hash === 'string' && hash !== '' && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return bare + normaliseSearch(search) + fragment;
}

/** Locales to try when reading the words of an unprefixed path: the target first, then en, then the rest. */
function wordOrder(target: Locale, market: Market): Locale[] {
  return [target, market.defaultLocale, ...LOCALES].filter((l, i, all) => market.locales.includes(l) && all.indexOf(l) === i);
}

/**
 * The 301 target for an unprefixed path on a prefixed market (docs/requirements/urls.md#locale-addressing: `/products/x` on global
 * answers 301 to `/{cookie locale or en}/global/...`), or null when no redirect applies:
 * - the market is not prefixed (country markets), or the path is already a route (including the
 *   unprefixed custom landing `/global/{customSlug}`, which stays as is, docs/requirements/urls.md#custom-landing);
 * - the path already starts with a locale prefix, even a wrong one (`/xx/global`, `/EN/Global`):
 *   that is a 404, not a redirect;
 * - a resource route or file (NON_PAGE_SEGMENTS, a dot in the first segment), an empty segment
 *   (`//x`), malformed input, or a path longer than MAX_PATH_LENGTH;
 * - `/global/{x}` with a value the custom landing does not accept (docs/requirements/urls.md#custom-landing: 404);
 * - nothing would match at the target (no pointless hop before a 404).
 * The target locale is `cookieLocale` when the market has it, else the market default; a path that
 * starts with a locale but lacks `global` (`/it/prodotti/x`, docs/requirements/urls.md#slug-canonicalisation) keeps that locale. The
 * route words are read in any locale and rebuilt in the target one (`/prodotti/x` with cookie `de`
 * -> `/de/global/produkte/x`); slugs stay as they are (content canonicalisation, docs/requirements/urls.md#slug-canonicalisation, then
 * fixes a wrong-language slug). A family the target locale lacks (`/products/automotive` with cookie
 * `ro`, docs/requirements/urls.md#public-routes) goes to the market default locale instead. The target always starts with `/{locale}/global`, for which this
 * function returns null, so redirects never loop. `search` (`?a=1`) is kept. Never throws.
 */
export function unprefixedGlobalRedirect(
  pathname: string,
  search: string | null | undefined,
  cookieLocale: string | null | undefined,
  market: Market,
): string | null {
  if (market.strategy !== 'prefix' || !market.pathPrefix) return null;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.length > MAX_PATH_LENGTH) return null;
  if (parsePath(pathname, market)) return null;
  const segs = pathname === '/' ? [] : pathname.slice(1).split('/');
  if (segs.some((s) => s === '')) return null;
  const [first = '', second = ''] = segs;
  if (second.toLowerCase() === market.pathPrefix && /^[a-z]{2}$/i.test(first)) return null;
  if ((NON_PAGE_SEGMENTS as readonly string[]).includes(first) || first.includes('.')) return null;

  let target: Locale = isLocale(cookieLocale) && market.locales.includes(cookieLocale) ? cookieLocale : market.defaultLocale;
  let rest = segs;
  if (isLocale(first) && market.locales.includes(first)) {
    target = first;
    rest = segs.slice(1);
  } else if (first === market.pathPrefix) {
    // `/global/{x}` is the custom landing's shape: any other value is 404 (docs/requirements/urls.md#custom-landing), not a page.
    if (segs.length === 2) return null;
    rest = segs.slice(1);
  }

  // Read the route words in every language and keep the most specific reading: `/products` with
  // cookie `de` is the products listing (a route word), not a generic page with slug "products".
  let best: { path: string; statics: number } | null = null;
  for (const words of wordOrder(target, market)) {
    const parsed = parsePath('/' + [words, market.pathPrefix, ...rest].join('/'), market);
    if (!parsed || parsed.localeSource !== 'path') continue;
    // A family the target locale lacks (automotive in ro/ru) goes to the default locale instead.
    const locale = familyExists(parsed.family, target, market) ? target : market.defaultLocale;
    if (!familyExists(parsed.family, locale, market)) continue;
    const statics = parsed.family.pattern.filter((p) => !p.startsWith(':') && !p.startsWith('*')).length;
    if (best && best.statics >= statics) continue;
    try {
      best = { path: buildPath(parsed.family.id, parsed.params, locale, market), statics };
    } catch {
      continue; // e.g. a parameter value that cannot be rebuilt: try the next reading
    }
  }
  return best ? best.path + normaliseSearch(search) : null;
}
