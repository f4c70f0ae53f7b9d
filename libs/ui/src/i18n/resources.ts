import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import it from '../locales/it.json';
import nl from '../locales/nl.json';
import pt from '../locales/pt.json';
import ro from '../locales/ro.json';
import ru from '../locales/ru.json';

/** The i18next namespace of every string in `@silca/ui`. */
export const UI_NAMESPACE = 'ui';

/** The nine locales of the product (docs/requirements/product.md#markets-and-locales), as the UI strings are keyed. */
export const UI_LOCALES = ['en', 'de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru'] as const;

/** One of the nine locale codes. */
export type UiLocale = (typeof UI_LOCALES)[number];

/**
 * The keys of the `ui` namespace (English is the reference set; a test keeps this list and
 * `locales/en.json` equal). Spelled out so the published type declarations need no JSON.
 */
export const UI_STRING_KEYS = [
  'applyFilters',
  'backToTop',
  'breadcrumb',
  'changeLanguage',
  'close',
  'closeMenu',
  'enlargeImage',
  'exitBusinessArea',
  'filters',
  'footer',
  'language',
  'languageAndLocation',
  'loadMore',
  'loading',
  'location',
  'logoHome',
  'mainNavigation',
  'month',
  'nextSlide',
  'nextYear',
  'noResults',
  'openMenu',
  'opensInNewTab',
  'previousSlide',
  'previousYear',
  'required',
  'requiredLegend',
  'resetFilters',
  'showResults_one',
  'showResults_other',
  'skipToContent',
  'slideOf',
  'sortBy',
  'sortNameAsc',
  'year',
  'zoomIn',
  'zoomOut',
  'zoomReset',
] as const;

/** One key of the `ui` namespace. */
export type UiStringKey = (typeof UI_STRING_KEYS)[number];

/**
 * UI strings for all nine locales in i18next's resource shape:
 * `{ [lng]: { ui: { [key]: string } } }`. Merge into the app's i18next `resources`
 * (`{ ...uiResources[lng], ...blocksResources[lng], ...appNamespaces }`) or add them with
 * `ensureUiResources(i18n)`. Only the current locale needs to reach the browser.
 * Plural keys follow i18next v23 (`_one`, `_few`, `_many`, `_other`).
 */
export const uiResources: Record<UiLocale, { ui: Record<string, string> }> = {
  en: { ui: en },
  de: { ui: de },
  es: { ui: es },
  pt: { ui: pt },
  fr: { ui: fr },
  it: { ui: it },
  ro: { ui: ro },
  nl: { ui: nl },
  ru: { ui: ru },
};
