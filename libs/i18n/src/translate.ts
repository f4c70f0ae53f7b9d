import i18next, { type i18n, type TOptions } from 'i18next';
import { i18nConfig } from './i18n-config';
import { type Locale } from './locales';
import { commonResources } from './resources';

let instance: i18n | null = null;

/** A private, synchronously initialised i18next over `commonResources` (no global state touched). */
function commonI18n(): i18n {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({ ...i18nConfig, resources: commonResources, initImmediate: false });
  }
  return instance;
}

/** A `common` key in a locale outside React, with interpolation, plurals and en fallback; an unknown key returns itself. */
export function translateCommon(locale: Locale, key: string, options?: TOptions): string {
  return commonI18n().getFixedT(locale, 'common')(key, options ?? {}) as string;
}
