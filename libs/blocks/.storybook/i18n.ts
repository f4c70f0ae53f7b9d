import { uiResources, UI_LOCALES, type UiLocale } from '@silca/ui';
import i18next, { type i18n as I18nInstance, type Resource } from 'i18next';

// Globbed, so Storybook works whether or not the blocks strings exist.
const blocksLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>('../src/locales/*.json', {
  eager: true,
});

/** Locale names for the toolbar, each in its own language. */
export const LOCALE_LABELS: Record<UiLocale, string> = {
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

function buildResources(): Resource {
  const resources: Resource = {};
  for (const lng of UI_LOCALES) {
    const blocks = blocksLocaleFiles[`../src/locales/${lng}.json`]?.default;
    resources[lng] = { ...uiResources[lng], ...(blocks ? { blocks } : {}) };
  }
  return resources;
}

let instance: I18nInstance | undefined;

/** The Storybook i18next instance (all nine locales, `ui` and `blocks` namespaces), switched to `lng`. */
export function storybookI18n(lng: string): I18nInstance {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      resources: buildResources(),
      lng,
      fallbackLng: 'en',
      ns: ['ui', 'blocks'],
      defaultNS: 'ui',
      initImmediate: false,
      interpolation: { escapeValue: false },
    });
  }
  if (instance.language !== lng) void instance.changeLanguage(lng);
  return instance;
}
