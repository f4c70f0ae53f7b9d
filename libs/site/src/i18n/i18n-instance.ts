import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Namespaces the site renders with: `common` (libs/i18n), `ui` (libs/ui), `blocks` (libs/blocks). */
export const NAMESPACES = ['common', 'ui', 'blocks', 'site'] as const;

/**
 * A synchronous i18next instance for one render (server request or client hydration), with the
 * resources given (the page's locale and the `en` fallback, docs/requirements/forms.md#validation-messages: ro and ru fall back to en
 * for the contact-form block). Synchronous init so the first render already has its strings.
 */
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
