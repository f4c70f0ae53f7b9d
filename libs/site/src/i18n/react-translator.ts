import { createContext, createElement, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TFunction, Translator } from './translator';

/**
 * The browser's react-i18next (decision 0968): `I18nextProvider`, `I18nContext`,
 * `useTranslation`, `initReactI18next`, `getI18n`/`setI18n` over the site's {@link Translator},
 * with react-i18next 15's behaviour for what the site uses: `useTranslation(ns, { i18n })`
 * returns `{ t, i18n, ready }` (also as `[t, i18n, ready]`), `t` bound to the namespace and the
 * current language, the same function until the instance, namespace or language changes; a
 * language change re-renders the component. The client build resolves `react-i18next` here
 * (`lightI18nextPlugin`); the server renders with react-i18next itself.
 */

/** What the provider puts in context (react-i18next's `I18nContext` value). */
export interface I18nContextValue {
  i18n: Translator;
  defaultNS?: string;
}

export const I18nContext = createContext<I18nContextValue | undefined>(undefined);

let globalInstance: Translator | undefined;

/** The instance `initReactI18next` registered (react-i18next's `getI18n`). */
export function getI18n(): Translator | undefined {
  return globalInstance;
}

export function setI18n(instance: Translator): void {
  globalInstance = instance;
}

/** The plugin that makes an instance the hooks' default (`instance.use(initReactI18next)`). */
export const initReactI18next = {
  type: '3rdParty',
  init(instance: Translator) {
    setI18n(instance);
  },
};

/** Gives the subtree its translator (and an optional default namespace). */
export function I18nextProvider({ i18n, defaultNS, children }: { i18n: Translator; defaultNS?: string; children?: ReactNode }) {
  const value = useMemo(() => ({ i18n, defaultNS }), [i18n, defaultNS]);
  return createElement(I18nContext.Provider, { value }, children);
}

/** react-i18next's answer without any instance: the default value or the key. */
const notReadyT: TFunction = (key, options) => {
  if (typeof options === 'string') return options;
  if (options && typeof options.defaultValue === 'string') return options.defaultValue;
  return Array.isArray(key) ? (key[key.length - 1] ?? '') : key;
};

type UseTranslationResult = [TFunction, Translator, boolean] & { t: TFunction; i18n: Translator; ready: boolean };

/**
 * `t` for namespace `ns` (the context's or instance's default namespace when absent; the first of
 * a list), from `options.i18n`, else the provider's, else the registered instance.
 */
export function useTranslation(ns?: string | readonly string[], options: { i18n?: Translator; keyPrefix?: string } = {}): UseTranslationResult {
  const context = useContext(I18nContext);
  const i18n = options.i18n ?? context?.i18n ?? getI18n();
  const [language, setLanguage] = useState(i18n?.language);
  useEffect(() => {
    if (!i18n) return;
    const changed = (lng: unknown) => setLanguage(String(lng));
    i18n.on('languageChanged', changed);
    return () => void i18n.off('languageChanged', changed);
  }, [i18n]);
  const listed = ns ?? context?.defaultNS ?? i18n?.options.defaultNS ?? 'translation';
  const namespace = typeof listed === 'string' ? listed : (listed[0] ?? 'translation');
  const keyPrefix = options.keyPrefix;
  // A new `t` when the language changes (its lookups follow the instance's current language),
  // so memoized children that take `t` render again, as with react-i18next.
  const t = useMemo(() => {
    void language;
    return i18n ? i18n.getFixedT(null, namespace, keyPrefix) : notReadyT;
  }, [i18n, namespace, keyPrefix, language]);
  const instance = i18n ?? ({} as Translator);
  const ready = Boolean(i18n?.isInitialized && i18n.hasLoadedNamespace(namespace));
  return Object.assign([t, instance, ready] as [TFunction, Translator, boolean], { t, i18n: instance, ready });
}
