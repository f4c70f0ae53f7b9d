import { LOCALES, OG_LOCALE, type Locale } from './locales';
import { MARKETS, MARKET_IDS, type Market } from './markets';
import { tryBuildPath, type RouteParams } from './paths';
import { absoluteUrl, siteOrigin, type SiteUrls } from './site-urls';

/** One `<link rel="alternate" hreflang href>` (absolute href). */
export interface HreflangLink {
  hreflang: string;
  href: string;
}

/** Everything a page's head needs about its languages (docs/requirements/urls.md#locale-addressing, docs/requirements/architecture.md#request-path step 4). */
export interface Alternates {
  /** Value for `<html lang>`: the page's locale. */
  htmlLang: Locale;
  /** Absolute canonical URL of this page in this locale on this market's site. */
  canonical: string;
  /** Every language version on every market site where the page exists, then `x-default`. */
  hreflang: HreflangLink[];
  /** `og:locale` of this page (`it_IT`). */
  ogLocale: string;
  /** `og:locale:alternate` values: the other locales of the page, no duplicates, not ogLocale. */
  ogLocaleAlternates: string[];
}

/** `it` on global, `it-IT` on a country site, so the two Italian sites stay distinct. */
export function hreflangCode(locale: Locale, market: Market): string {
  return market.region ? `${locale}-${market.region}` : locale;
}

/** The og:locale of a locale on a market (`it_IT`; the country market's region when it has one). */
export function ogLocaleCode(locale: Locale, market: Market): string {
  return market.region ? `${locale}_${market.region}` : OG_LOCALE[locale];
}

/**
 * Canonical, hreflang and og:locale data of a page (docs/requirements/urls.md#seo-alternates).
 * - `paramsByLocale`: the page's route parameters per locale where it exists; omit for a parameterless family in every locale.
 * - `siteUrls`: origins per market (default `Market.defaultUrl`); `includeOtherMarkets` (default true) lists the other sites too. Absolute
 *   URLs that depend only on the family, params and sites, so every version lists the same set (reciprocal); `x-default` is global `en`
 *   when it exists. Throws when the current page cannot be built or a site URL is invalid.
 */
export function buildAlternates(input: {
  familyId: string;
  locale: Locale;
  market: Market;
  paramsByLocale?: Partial<Record<Locale, RouteParams>>;
  siteUrls?: SiteUrls;
  includeOtherMarkets?: boolean;
}): Alternates {
  const { familyId, locale, market, siteUrls } = input;
  const paramsByLocale = input.paramsByLocale ?? Object.fromEntries(LOCALES.map((l) => [l, {}]));
  const markets = (input.includeOtherMarkets ?? true) ? MARKET_IDS.map((id) => MARKETS[id]) : [market];

  const versions: { market: Market; locale: Locale; href: string }[] = [];
  for (const m of markets) {
    const origin = siteOrigin(m.id, siteUrls);
    for (const l of m.locales) {
      const params = paramsByLocale[l];
      const path = params ? tryBuildPath(familyId, params, l, m) : null;
      if (path) versions.push({ market: m, locale: l, href: absoluteUrl(origin, path) });
    }
  }

  const self = versions.find((v) => v.market.id === market.id && v.locale === locale);
  if (!self) {
    throw new Error(`Cannot build the canonical URL of "${familyId}" in ${market.id}/${locale}: missing or invalid params`);
  }
  const xDefault = versions.find((v) => v.market.id === 'global' && v.locale === 'en') ?? versions[0]!;
  const hreflang = [...versions.map((v) => ({ hreflang: hreflangCode(v.locale, v.market), href: v.href })), { hreflang: 'x-default', href: xDefault.href }];
  const ogLocale = ogLocaleCode(locale, market);
  const ogLocaleAlternates = [...new Set(versions.map((v) => ogLocaleCode(v.locale, v.market)))].filter((o) => o !== ogLocale);
  return { htmlLang: locale, canonical: self.href, hreflang, ogLocale, ogLocaleAlternates };
}

/** A head tag as plain data, in the shape Remix's `MetaDescriptor` accepts. */
export type HeadTagDescriptor =
  | { tagName: 'link'; rel: 'canonical' | 'alternate'; href: string; hrefLang?: string }
  | { property: 'og:locale' | 'og:locale:alternate' | 'og:url'; content: string };

/**
 * Head tags of `buildAlternates`' result: canonical, hreflang links with x-default, `og:url`, `og:locale` and alternates
 * (docs/requirements/urls.md#seo-alternates). `<html lang>` is `htmlLang`'s.
 */
export function alternateMetaTags(alternates: Alternates): HeadTagDescriptor[] {
  return [
    { tagName: 'link', rel: 'canonical', href: alternates.canonical },
    ...alternates.hreflang.map((h): HeadTagDescriptor => ({ tagName: 'link', rel: 'alternate', hrefLang: h.hreflang, href: h.href })),
    { property: 'og:url', content: alternates.canonical },
    { property: 'og:locale', content: alternates.ogLocale },
    ...alternates.ogLocaleAlternates.map((o): HeadTagDescriptor => ({ property: 'og:locale:alternate', content: o })),
  ];
}
