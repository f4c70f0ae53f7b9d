import { commonResources, LOCALES, mergeResources, type Locale } from '@silca/i18n';
import { blocksResources } from '@silca/blocks';
import { uiResources } from '@silca/ui';
import { createI18nInstance } from '../i18n';
import { siteResources } from '../locales/site-strings';
import type { i18n as I18n, Resource, TFunction } from 'i18next';
import { RemixI18Next } from 'remix-i18next/server';
import { localeForRequest } from './locale.server';

/** Every namespace of every locale: `common` (libs/i18n), `ui`, `blocks`, `site` (the frame). */
export const allResources: Resource = mergeResources(commonResources, uiResources, blocksResources, siteResources) as Resource;

/**
 * The resources one page needs: its locale plus the `en` fallback (SPEC.md 5: ro and ru lack
 * the contact-form block and fall back to English). Sent to the client with the root loader.
 */
export function resourcesFor(locale: Locale): Resource {
  const out: Resource = { en: allResources.en ?? {} };
  if (locale !== 'en') out[locale] = allResources[locale] ?? {};
  return out;
}

/**
 * remix-i18next on the server: the locale always comes from the URL (browser-language detection
 * is off, SPEC.md section 9), and `getFixedT` gives loaders and meta their strings.
 */
export const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: 'en',
    order: ['custom'],
    findLocale: async (request) => localeForRequest(request),
  },
  i18next: { resources: allResources, fallbackLng: 'en', defaultNS: 'common', interpolation: { escapeValue: false } },
});

const fixedT = new Map<Locale, Promise<TFunction>>();

/**
 * The `common` strings of a locale for loaders (breadcrumbs, meta). Strings are static, so one
 * i18next instance per locale serves every request instead of one per request.
 */
export function commonT(locale: Locale): Promise<TFunction> {
  let t = fixedT.get(locale);
  if (!t) {
    t = remixI18next.getFixedT(locale, 'common') as Promise<TFunction>;
    fixedT.set(locale, t);
  }
  return t;
}

const renderInstances = new Map<Locale, I18n>();

/**
 * The i18next instance that renders a page of `locale` on the server (entry.server). The strings
 * are static and a server render never changes language or loads namespaces, so one instance per
 * locale serves every request: building one per request cost about 1 ms of CPU (issue 8 profile).
 */
export function renderI18n(locale: Locale): I18n {
  let instance = renderInstances.get(locale);
  if (!instance) {
    instance = createI18nInstance(locale, resourcesFor(locale));
    renderInstances.set(locale, instance);
  }
  return instance;
}
