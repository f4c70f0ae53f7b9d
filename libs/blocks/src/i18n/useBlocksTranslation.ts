import i18next, { type i18n as I18nInstance } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation } from 'react-i18next';
import { BLOCKS_LOCALES, BLOCKS_NAMESPACE, blocksResources } from './resources';

let fallbackInstance: I18nInstance | undefined;

/** A private English instance, used only when the app provides no i18next at all (tests, demos). */
function getFallbackInstance(): I18nInstance {
  if (!fallbackInstance) {
    fallbackInstance = i18next.createInstance();
    void fallbackInstance.init({
      resources: blocksResources,
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
 * Adds the `blocks` bundles of all nine locales to an i18next instance that lacks them.
 * Idempotent; lets an app work even if it forgot to merge `blocksResources`.
 */
export function ensureBlocksResources(instance: I18nInstance): void {
  if (typeof instance.addResourceBundle !== 'function') return;
  for (const lng of BLOCKS_LOCALES) {
    if (!instance.hasResourceBundle(lng, BLOCKS_NAMESPACE)) {
      instance.addResourceBundle(lng, BLOCKS_NAMESPACE, blocksResources[lng].blocks, true, false);
    }
  }
}

/**
 * `useTranslation('blocks')` bound to the app's i18next instance (from `I18nextProvider` or
 * `initReactI18next`), falling back to a private English instance when there is none.
 * Returns react-i18next's `{ t, i18n, ready }`.
 */
export function useBlocksTranslation() {
  const context = useContext(I18nContext);
  const instance = context?.i18n ?? getI18n() ?? getFallbackInstance();
  ensureBlocksResources(instance);
  return useTranslation(BLOCKS_NAMESPACE, { i18n: instance });
}
