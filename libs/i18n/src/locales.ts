/**
 * The nine locales (docs/requirements/product.md#markets-and-locales); `en` is global's default
 * (docs/requirements/urls.md#locale-addressing).
 */
export const LOCALES = ['en', 'de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru'] as const;

/** One of the nine locale codes (ISO 639-1, lower case). */
export type Locale = (typeof LOCALES)[number];

/** The default locale of the global market (docs/requirements/urls.md#locale-addressing). */
export const DEFAULT_LOCALE: Locale = 'en';

/** Case-sensitive: `/EN/global` is an unknown path, so every page has one URL. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** BCP 47 language-region used for `og:locale` (underscore form), e.g. `it_IT`. */
export const OG_LOCALE: Record<Locale, string> = {
  en: 'en_GB',
  de: 'de_DE',
  es: 'es_ES',
  pt: 'pt_PT',
  fr: 'fr_FR',
  it: 'it_IT',
  ro: 'ro_RO',
  nl: 'nl_NL',
  ru: 'ru_RU',
};
