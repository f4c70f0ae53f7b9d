import { DEFAULT_LOCALE, LOCALES } from './locales';
import { COMMON_NAMESPACE, type CommonStrings } from './resources';

/**
 * Base i18next options for remix-i18next (server `RemixI18Next({ i18next: ... })`) and the client
 * `i18next.init` (docs/requirements/product.md#markets-and-locales locales, 2.1 default `en`; docs/requirements/urls.md#locale-cookie: no browser-language detection,
 * so no detector is configured: the locale always comes from `selectLocale`). React escapes
 * output, hence `escapeValue: false`.
 */
export const i18nConfig = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: COMMON_NAMESPACE,
  ns: [COMMON_NAMESPACE],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} as const;

/** An i18next resource bundle: `{ [lng]: { [namespace]: nested strings } }`. */
export type ResourceBundle = Readonly<Record<string, Readonly<Record<string, CommonStrings>>>>;

function mergeInto(target: CommonStrings, source: CommonStrings, path: string): void {
  for (const [key, value] of Object.entries(source)) {
    const here = `${path}.${key}`;
    const existing = target[key];
    if (existing === undefined) {
      target[key] = typeof value === 'string' ? value : structuredClone(value);
    } else if (typeof existing === 'string' || typeof value === 'string') {
      if (existing !== value) throw new Error(`mergeResources: conflicting values for ${here}`);
    } else {
      mergeInto(existing, value, here);
    }
  }
}

/**
 * Deep-merges i18next resource bundles into a new one, e.g.
 * `mergeResources(commonResources, uiResources, blocksResources)` gives every locale the
 * `common`, `ui` and `blocks` namespaces. Inputs are not modified. A key defined twice with the
 * same value is fine; with different values, or a string against an object, it throws naming the
 * key (`en.ui.close`), so two libraries can never silently override each other's wording.
 */
export function mergeResources(...bundles: ResourceBundle[]): Record<string, Record<string, CommonStrings>> {
  const out: Record<string, Record<string, CommonStrings>> = {};
  for (const bundle of bundles) {
    for (const [lng, namespaces] of Object.entries(bundle ?? {})) {
      const lngOut = (out[lng] ??= {});
      for (const [ns, strings] of Object.entries(namespaces ?? {})) {
        mergeInto((lngOut[ns] ??= {}), strings, `${lng}.${ns}`);
      }
    }
  }
  return out;
}
