import { type Locale } from './locales';
import { MARKETS, MARKET_IDS, type Market, type MarketId } from './markets';
import { tryBuildPath, type RouteParams } from './paths';
import { homePath } from './remix-routes';
import { absoluteUrl, siteOrigin, type SiteUrls } from './site-urls';

/** Each locale's name in its own language, for the language selector (docs/requirements/pages.md#interface-elements). */
export const LOCALE_ENDONYMS: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  pt: 'Português',
  fr: 'Français',
  it: 'Italiano',
  ro: 'Română',
  nl: 'Nederlands',
  ru: 'Русский',
};

/** One entry of the language list. */
export interface LanguageOption {
  locale: Locale;
  /** Endonym, to render with `lang={locale}`. */
  label: string;
  /**
   * The equivalent page in that locale, else that locale's home: a same-site path, or an absolute
   * URL when `siteUrls` configures this market.
   */
  href: string;
  /** True for the page's locale (render as current, `aria-current`). */
  current: boolean;
  /** False when the page does not exist in that locale and `href` is the locale's home. */
  equivalent: boolean;
}

/**
 * Language entries of the selector for a market (docs/requirements/pages.md#interface-elements; docs/requirements/urls.md#locale-selection: changing locale goes to
 * the same page in the other locale, its translated slug, else to that locale's home). `pathsByLocale`
 * holds the page's path in each locale where it exists (e.g. from `buildPath` with the story's
 * translated slugs); locales the market lacks are ignored. Plain links: the target page's path
 * sets the `i18n_redirected` cookie through `selectLocale`, so it works without JavaScript.
 * Paths that are not same-site (`//host`, `https://...`) are ignored (no open redirect). Throws only
 * for an invalid configured site URL.
 */
export function languageOptions(input: {
  current: Locale;
  market: Market;
  pathsByLocale?: Partial<Record<Locale, string>>;
  siteUrls?: SiteUrls;
}): LanguageOption[] {
  const { current, market, pathsByLocale = {}, siteUrls } = input;
  const origin = siteUrls?.[market.id] ? siteOrigin(market.id, siteUrls) : null;
  return market.locales.map((locale) => {
    const path = pathsByLocale[locale];
    const equivalent = typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');
    const target = equivalent ? path : homePath(locale, market);
    return {
      locale,
      label: LOCALE_ENDONYMS[locale],
      href: origin ? absoluteUrl(origin, target) : target,
      current: locale === current,
      equivalent,
    };
  });
}

/** One entry of the location (market site) list. */
export interface LocationOption {
  id: MarketId;
  /** The market's name in its own language (`Italia`). */
  label: string;
  /** Absolute URL on that market's site. */
  href: string;
  current: boolean;
  /** The locale the link lands in (the current one when that site has it, else its default). */
  locale: Locale;
}

/**
 * Location entries of the selector (docs/requirements/pages.md#interface-elements "language and location selector", docs/requirements/urls.md#url-goals: "the
 * market's locales and the other market sites"): every market, linked to the same page on that
 * site when `page` says it exists there, else to that site's home; in the current locale when
 * the site has it, else the site's default locale. Absolute URLs on `siteUrls` (default
 * `Market.defaultUrl`); throws only for an invalid configured site URL.
 */
export function locationOptions(input: {
  current: { market: Market; locale: Locale };
  siteUrls?: SiteUrls;
  page?: { familyId: string; paramsByLocale: Partial<Record<Locale, RouteParams>> };
}): LocationOption[] {
  const { current, siteUrls, page } = input;
  return MARKET_IDS.map((id) => {
    const market = MARKETS[id];
    const locale = market.locales.includes(current.locale) ? current.locale : market.defaultLocale;
    const params = page?.paramsByLocale[locale];
    const path = (page && params ? tryBuildPath(page.familyId, params, locale, market) : null) ?? homePath(locale, market);
    return {
      id,
      label: market.label,
      href: absoluteUrl(siteOrigin(id, siteUrls), path),
      current: id === current.market.id,
      locale,
    };
  });
}
