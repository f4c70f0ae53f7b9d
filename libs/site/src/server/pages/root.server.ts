import type { LoaderFunctionArgs } from '@remix-run/node';
import type { LanguageOption, Locale, LocationOption, MarketId, RouteRule } from '@silca/i18n';
import { market } from '../../market';
import '../http/context';
import { localeStrings, renderI18n } from '../../i18n/i18n.server';
import { routeRulesFor } from '../../seo/route-rules.server';
import { localeForRequest, localeToRemember } from './locale.server';
import { defaultPageLanguages } from '../../seo/page-languages.server';
import { loadConsentContent, loadSiteNavigation, type SiteNavigationTree } from './site-navigation.server';

/** Data of the root route: the page's locale, the market, its strings, default selector entries. */
export interface RootLoaderData {
  locale: Locale;
  market: MarketId;
  siteUrl: string;
  /** Href of the locale's UI strings file, loaded before hydrating (decision 0843). */
  strings: string;
  /** Titles of error pages in the locale, for the root's error meta. */
  errorTitles: ErrorTitles;
  /** Selector entries to each locale's and market's home; story pages give their own. */
  languages: LanguageOption[];
  locations: LocationOption[];
  /** docs/requirements/content.md#site-navigation */
  navigation: SiteNavigationTree;
  /** Text of the cookie-consent banner (the `cookie_consent` story), null for the built-in strings. */
  consent: { title: string; intro: string } | null;
  /** `noindex` when the deployment is not indexable (decision 0761). */
  robots: 'noindex' | null;
  /** The route rules' `noindex` patterns, applied by the document to its own path (decisions 0760, 1074). */
  indexRules: Pick<RouteRule, 'pattern' | 'noindex'>[];
  /** Patterns of the route rules that switch link prefetching off (decision 0760). */
  noprefetch: string[];
  /** Locale the browser remembers in `i18n_redirected` (decision 0823); null: none. */
  rememberLocale: Locale | null;
  /** Id of the build that rendered the page (docs/requirements/pages.md#build-freshness); null without one. */
  buildId: string | null;
}

/** Error page titles by `common:errors` key. */
export type ErrorTitles = Record<string, string>;

const errorTitles = new Map<Locale, ErrorTitles>();

function errorTitlesFor(locale: Locale): ErrorTitles {
  const known = errorTitles.get(locale);
  if (known) return known;
  const t = renderI18n(locale).getFixedT(locale, 'common');
  const keys = Object.keys(renderI18n('en').getResourceBundle('en', 'common')?.errors ?? {});
  const titles: ErrorTitles = Object.fromEntries(keys.map((key) => [key, String(t(`errors.${key}.title`, { defaultValue: '' }))]).filter(([, title]) => title));
  errorTitles.set(locale, titles);
  return titles;
}

/** Root loader (docs/requirements/architecture.md#request-path): locale and strings follow the URL (docs/requirements/urls.md#locale-selection). */
export async function rootLoader({ request, context }: LoaderFunctionArgs) {
  const locale = localeForRequest(request);
  const { languages, locations } = defaultPageLanguages({ locale, siteUrls: context.siteUrls });
  const [navigation, consent, rules] = await Promise.all([
    loadSiteNavigation(context.content, locale, market),
    loadConsentContent(context.content, locale),
    routeRulesFor(context.content, market),
  ]);
  const data: RootLoaderData = {
    locale,
    market: market.id,
    siteUrl: context.siteUrl,
    strings: localeStrings.href(locale),
    errorTitles: errorTitlesFor(locale),
    languages,
    locations,
    navigation,
    consent,
    robots: context.site?.indexable === false ? 'noindex' : null,
    indexRules: rules.some((r) => r.noindex) ? rules.map((r) => ({ pattern: r.pattern, noindex: r.noindex === true })) : [],
    noprefetch: rules.filter((r) => r.noprefetch).map((r) => r.pattern),
    rememberLocale: localeToRemember(request),
    buildId: context.buildId ?? null,
  };
  return data;
}
