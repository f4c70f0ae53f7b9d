import i18next, { type i18n as I18nInstance } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
// Only English is bundled with the hook (the fallback); the nine locales are in
// `blocksResources`, which the app merges into its own resources. Importing all of them here put
// every language's strings into every page's first-load JavaScript (issue 8).
import en from '../locales/en.json';
import { BLOCKS_NAMESPACE } from './resources';

let fallbackInstance: I18nInstance | undefined;
const warned = new Set<string>();

/** A private English instance, used only when the app provides no i18next at all (tests, demos). */
function getFallbackInstance(): I18nInstance {
  if (!fallbackInstance) {
    fallbackInstance = i18next.createInstance();
    void fallbackInstance.init({
      resources: { en: { [BLOCKS_NAMESPACE]: en } },
      lng: 'en',
      fallbackLng: 'en',
      ns: [BLOCKS_NAMESPACE],
      defaultNS: BLOCKS_NAMESPACE,
      initImmediate: false,
      interpolation: { escapeValue: false },
    });
  }
  return fallbackInstance;
}

/**
 * Makes sure an app instance can answer `blocks` keys: when the bundle of its current language is
 * missing (the app did not merge `blocksResources`), adds the English bundle as `en` and warns
 * once per language. Strings then come from the app's `fallbackLng` (configure `en`).
 */
function ensureBlocksFallback(instance: I18nInstance): void {
  if (typeof instance.hasResourceBundle !== 'function' || !instance.language) return;
  if (instance.hasResourceBundle(instance.language, BLOCKS_NAMESPACE)) return;
  if (!instance.hasResourceBundle('en', BLOCKS_NAMESPACE)) {
    instance.addResourceBundle('en', BLOCKS_NAMESPACE, en, true, false);
  }
  if (!warned.has(instance.language)) {
    warned.add(instance.language);
    console.warn(
      `@silca/blocks: no "${BLOCKS_NAMESPACE}" strings for "${instance.language}"; merge blocksResources into the i18next resources`,
    );
  }
}

/**
 * `useTranslation('blocks')` bound to the app's i18next instance (from `I18nextProvider` or
 * `initReactI18next`), falling back to a private English instance when there is none.
 * Returns react-i18next's `{ t, i18n, ready }`. Strings: `libs/blocks/src/locales/{lng}.json`,
 * provided to the app as `blocksResources` (the site sends a page its locale and English only).
 */
export function useBlocksTranslation() {
  const context = useContext(I18nContext);
  const instance = context?.i18n ?? getI18n() ?? getFallbackInstance();
  ensureBlocksFallback(instance);
  return useTranslation(BLOCKS_NAMESPACE, { i18n: instance });
}
