import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const NAMESPACES = ['common', 'ui', 'blocks', 'site'] as const;

/** A synchronous i18next instance for one render, so the first render has its strings. */
export function createI18nInstance(locale: string, resources: Resource): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    initImmediate: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
