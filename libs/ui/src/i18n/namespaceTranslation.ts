import i18next, { type i18n as I18nInstance } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';

export interface NamespaceStrings {
  namespace: string;
  /** Bundled as the fallback; never the other locales, which every page would carry. */
  english: Record<string, string>;
  /** Named in the warning (`@silca/ui`, `uiResources`). */
  library: string;
  resourcesExport: string;
}

/**
 * A library namespace's translation hook: `useTranslation(namespace)` on the app's instance, else a private English one. When the app lacks
 * the namespace in its language, English is added as `en` with a one-time warning naming the export to merge. Returns `{ t, i18n, ready }`.
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
