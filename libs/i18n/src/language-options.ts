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
  /** The page in that locale, else its home; absolute when `siteUrls` configures this market. */
  href: string;
  /** True for the page's locale (render as current, `aria-current`). */
  current: boolean;
  /** False when the page does not exist in that locale and `href` is the locale's home. */
  equivalent: boolean;
}

/**
 * Language entries of the selector (docs/requirements/urls.md#locale-selection): the same page in each locale of the market, else that
 * locale's home, as plain links. Non-same-site paths are ignored (no open redirect). Throws only for an invalid site URL.
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
 * Location entries of the selector (docs/requirements/urls.md#locale-selection): every market, the same page where `page` says it exists,
 * else the site's home, in the current locale when the site has it. Absolute URLs; throws only for an invalid site URL.
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
