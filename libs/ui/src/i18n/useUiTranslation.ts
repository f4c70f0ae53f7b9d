import i18next, { type i18n as I18nInstance } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
// Only English is bundled with the components (the fallback); the nine locales are in
// `uiResources`, which the app merges into its own resources. Importing all of them here would
// put every language's strings into every page's JavaScript.
import en from '../locales/en.json';
import { UI_NAMESPACE } from './resources';

let fallbackInstance: I18nInstance | undefined;
const warned = new Set<string>();

/** A private English instance, used only when the app provides no i18next at all (tests, demos). */
function getFallbackInstance(): I18nInstance {
  if (!fallbackInstance) {
    fallbackInstance = i18next.createInstance();
    void fallbackInstance.init({
      resources: { en: { [UI_NAMESPACE]: en } },
      lng: 'en',
      fallbackLng: 'en',
      ns: [UI_NAMESPACE],
      defaultNS: UI_NAMESPACE,
      initImmediate: false,
      interpolation: { escapeValue: false },
    });
  }
  return fallbackInstance;
}

/**
 * Makes sure an app instance can answer `ui` keys: when the bundle of its current language is
 * missing (the app did not merge `uiResources`), adds the English bundle as `en` and warns once
 * per language. Strings then come from the app's `fallbackLng` (configure `en`).
 */
function ensureUiFallback(instance: I18nInstance): void {
  if (typeof instance.hasResourceBundle !== 'function' || !instance.language) return;
  if (instance.hasResourceBundle(instance.language, UI_NAMESPACE)) return;
  if (!instance.hasResourceBundle('en', UI_NAMESPACE)) {
    instance.addResourceBundle('en', UI_NAMESPACE, en, true, false);
  }
  if (!warned.has(instance.language)) {
    warned.add(instance.language);
    console.warn(
      `@silca/ui: no "${UI_NAMESPACE}" strings for "${instance.language}"; merge uiResources into the i18next resources`,
    );
  }
}

/**
 * `useTranslation('ui')` bound to the app's i18next instance (from `I18nextProvider` or
 * `initReactI18next`), falling back to a private English instance when there is none.
 * Returns react-i18next's `{ t, i18n, ready }`. Strings: `libs/ui/src/locales/{lng}.json`,
 * provided to the app as `uiResources`.
 */
export function useUiTranslation() {
  const context = useContext(I18nContext);
  const instance = context?.i18n ?? getI18n() ?? getFallbackInstance();
  ensureUiFallback(instance);
  return useTranslation(UI_NAMESPACE, { i18n: instance });
}
