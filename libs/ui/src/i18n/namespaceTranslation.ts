import i18next, { type i18n as I18nInstance } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';

/** What {@link createNamespaceTranslation} needs to know about a library's strings. */
export interface NamespaceStrings {
  /** The i18next namespace (`ui`, `blocks`). */
  namespace: string;
  /** The English strings, bundled with the hook as the fallback (never the other locales: every page would carry them). */
  english: Record<string, string>;
  /** Names the library and its resources export in the warning (`@silca/ui`, `uiResources`). */
  library: string;
  resourcesExport: string;
}

/**
 * One translation hook per library namespace, shared by `useUiTranslation` and
 * `useBlocksTranslation`: `useTranslation(namespace)` bound to the app's i18next instance (from
 * `I18nextProvider` or `initReactI18next`), else a private English instance (tests, demos).
 * When the app's instance lacks the namespace in its current language, the English bundle is
 * added as `en` and a warning names the resources export to merge, once per language; strings
 * then come from the app's `fallbackLng` (configure `en`). The hook returns react-i18next's
 * `{ t, i18n, ready }`.
 */
export function createNamespaceTranslation({ namespace, english, library, resourcesExport }: NamespaceStrings) {
  let fallbackInstance: I18nInstance | undefined;
  const warned = new Set<string>();

  function getFallbackInstance(): I18nInstance {
    if (!fallbackInstance) {
      fallbackInstance = i18next.createInstance();
      void fallbackInstance.init({
        resources: { en: { [namespace]: english } },
        lng: 'en',
        fallbackLng: 'en',
        ns: [namespace],
        defaultNS: namespace,
        initImmediate: false,
        interpolation: { escapeValue: false },
      });
    }
    return fallbackInstance;
  }

  function ensureFallback(instance: I18nInstance): void {
    if (typeof instance.hasResourceBundle !== 'function' || !instance.language) return;
    if (instance.hasResourceBundle(instance.language, namespace)) return;
    if (!instance.hasResourceBundle('en', namespace)) instance.addResourceBundle('en', namespace, english, true, false);
    if (!warned.has(instance.language)) {
      warned.add(instance.language);
      console.warn(`${library}: no "${namespace}" strings for "${instance.language}"; merge ${resourcesExport} into the i18next resources`);
    }
  }

  return function useNamespaceTranslation() {
    const context = useContext(I18nContext);
    const instance = context?.i18n ?? getI18n() ?? getFallbackInstance();
    ensureFallback(instance);
    return useTranslation(namespace, { i18n: instance });
  };
}
