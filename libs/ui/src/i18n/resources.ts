import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import it from '../locales/it.json';
import nl from '../locales/nl.json';
import pt from '../locales/pt.json';
import ro from '../locales/ro.json';
import ru from '../locales/ru.json';

export const UI_NAMESPACE = 'ui';

export const UI_LOCALES = ['en', 'de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru'] as const;

export type UiLocale = (typeof UI_LOCALES)[number];

/** The `ui` keys, spelled out so published declarations need no JSON; a test keeps them equal to `locales/en.json`. */
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

export type UiStringKey = (typeof UI_STRING_KEYS)[number];

/**
 * UI strings of the nine locales as i18next resources; merge into the app's or use `ensureUiResources`. Only the current locale needs to
 * reach the browser; plurals as i18next v23.
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
