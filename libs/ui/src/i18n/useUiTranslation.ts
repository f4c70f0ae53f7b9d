import i18next, { type i18n as I18nInstance } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import { UI_LOCALES, UI_NAMESPACE, uiResources, type UiLocale } from './resources';

let fallbackInstance: I18nInstance | undefined;

/** A private English instance, used only when the app provides no i18next at all (tests, demos). */
function getFallbackInstance(): I18nInstance {
  if (!fallbackInstance) {
    fallbackInstance = i18next.createInstance();
    void fallbackInstance.init({
      resources: uiResources,
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
 * Adds the `ui` bundles of all nine locales to an i18next instance that lacks them.
 * Idempotent and cheap (one `hasResourceBundle` check per locale); lets an app work even
 * if it forgot to merge `uiResources` into its own resources.
 */
export function ensureUiResources(instance: I18nInstance): void {
  if (typeof instance.addResourceBundle !== 'function') return;
  for (const lng of UI_LOCALES) {
    if (!instance.hasResourceBundle(lng, UI_NAMESPACE)) {
      instance.addResourceBundle(lng, UI_NAMESPACE, uiResources[lng as UiLocale].ui, true, false);
    }
  }
}

/**
 * `useTranslation('ui')` bound to the app's i18next instance (from `I18nextProvider` or
 * `initReactI18next`), falling back to a private English instance when there is none.
 * Returns react-i18next's `{ t, i18n, ready }`. Strings: `libs/ui/src/locales/{lng}.json`.
 */
export function useUiTranslation() {
  const context = useContext(I18nContext);
  const instance = context?.i18n ?? getI18n() ?? getFallbackInstance();
  ensureUiResources(instance);
  return useTranslation(UI_NAMESPACE, { i18n: instance });
}
