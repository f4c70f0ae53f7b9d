import { DEFAULT_LOCALE, LOCALES } from './locales';
import { COMMON_NAMESPACE, type CommonStrings } from './resources';

/**
 * Base i18next options for server and client (docs/requirements/product.md#markets-and-locales); no detector: the locale always comes from
 * `selectLocale` (docs/requirements/urls.md#locale-selection). React escapes, hence `escapeValue: false`.
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
 * Deep-merges resource bundles into a new one, e.g. `mergeResources(commonResources, uiResources, blocksResources)`. A key defined twice
 * with different values throws naming it (`en.ui.close`): libraries never silently override each other.
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
