import { type Locale } from './locales';
import { type Market } from './markets';
import { localePrefix } from './paths';

/** The path of a market's home in a locale (`/it/global`, `/` on a country market). */
export function homePath(locale: Locale, market: Market): string {
  return '/' + localePrefix(locale, market).join('/');
}

/**
 * The distinct shapes of a market's locale prefix as Remix path patterns, the locale replaced by
 * the `:lang` parameter: `['/:lang/global']` on global, `['']` on a country market whose only
 * locale is unprefixed (and `['', '/:lang']` for a prefix_except_default market of several).
 * The site mounts one extranet layout route under each (`{shape}/extranet`); the loaders check
 * the locale itself with `parsePath`. Pure; the order follows `market.locales`.
 */
export function localePrefixPatterns(market: Market): string[] {
  const shapes = new Set<string>();
  for (const locale of market.locales) {
    const prefix = localePrefix(locale, market).map((part) => (part === locale ? ':lang' : part));
    shapes.add(prefix.length ? '/' + prefix.join('/') : '');
  }
  return [...shapes];
}
