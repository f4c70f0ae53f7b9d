import { commonResources, LOCALES, mergeResources, type Locale } from '@silca/i18n';
import { blocksResources } from '@silca/blocks';
import { uiResources } from '@silca/ui';
import { createI18nInstance } from './i18n-instance';
import { siteResources } from './resources/site-strings';
import type { i18n as I18n, Resource, TFunction } from 'i18next';
import { RemixI18Next } from 'remix-i18next/server';
import { localeForRequest } from '../server/pages/locale.server';
import { createLocaleStrings } from '../server/http/locale-strings';

export const allResources: Resource = mergeResources(commonResources, uiResources, blocksResources, siteResources) as Resource;

/** Plural suffixes: a locale lacking one falls back to the `en` form English picks, so these `en` keys are always kept. */
const PLURAL_KEY = /_(zero|one|two|few|many|other)$/;

/** The strings of `fallback` missing from `primary`, same nested shape (plurals always kept); `undefined` when none. Pure. */
export function missingFrom(fallback: unknown, primary: unknown): unknown {
  if (typeof fallback !== 'object' || fallback === null) return primary === undefined ? fallback : undefined;
  const ours = typeof primary === 'object' && primary !== null ? (primary as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fallback)) {
    const kept = PLURAL_KEY.test(key) && typeof value !== 'object' ? value : missingFrom(value, ours[key]);
    if (kept !== undefined) out[key] = kept;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

const pageResources = new Map<Locale, Resource>();

/** A page's resources: its locale plus the `en` strings it lacks, one file per locale (decision 0843); once per locale. */
export function resourcesFor(locale: Locale): Resource {
  let out = pageResources.get(locale);
  if (!out) {
    const en = allResources.en ?? {};
    out = locale === 'en' ? { en } : { [locale]: allResources[locale] ?? {}, en: (missingFrom(en, allResources[locale]) ?? {}) as Resource[string] };
    pageResources.set(locale, out);
  }
  return out;
}

/** The client's strings files (decision 0843). */
export const localeStrings = createLocaleStrings(resourcesFor);

/** remix-i18next on the server; the locale comes from the URL only (docs/requirements/urls.md#locale-addressing). */
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

/** The `common` strings of a locale for loaders; one instance per locale. */
export function commonT(locale: Locale): Promise<TFunction> {
  let t = fixedT.get(locale);
  if (!t) {
    t = remixI18next.getFixedT(locale, 'common') as Promise<TFunction>;
    fixedT.set(locale, t);
  }
  return t;
}

const renderInstances = new Map<Locale, I18n>();

/** One server i18next instance per locale: strings are static (docs/requirements/performance.md#uncached-throughput). */
export function renderI18n(locale: Locale): I18n {
  let instance = renderInstances.get(locale);
  if (!instance) {
    instance = memoizePlainLookups(createI18nInstance(locale, resourcesFor(locale)));
    renderInstances.set(locale, instance);
  }
  return instance;
}

/** Options react-i18next's fixed `t` adds itself; part of every key. */
const PLAIN_OPTIONS = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);

/** The memo key of a lookup with only primitive options, else null (i18next every time). */
function lookupId(key: string, o: Record<string, unknown>): string | null {
  const ns = Array.isArray(o.ns) ? o.ns.join(',') : String(o.ns ?? '');
  let id = `${String(o.lng ?? '')}|${String(o.lngs ?? '')}|${ns}|${String(o.keyPrefix ?? '')}|${key}`;
  for (const name in o) {
    const value = o[name];
    if (PLAIN_OPTIONS.has(name) || value === undefined) continue;
    if (name === 'returnObjects' || (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')) return null;
    // JSON, so a value holding the separator cannot pass for another option.
    id += `|${name}=${JSON.stringify(value)}`;
  }
  return id;
}

/** Memoises primitive-option lookups of a fixed instance, at most 20,000 (docs/requirements/performance.md#uncached-throughput). */
export function memoizePlainLookups(instance: I18n): I18n {
  const translate = instance.t.bind(instance) as (key: unknown, options?: Record<string, unknown>) => unknown;
  const known = new Map<string, unknown>();
  const t = (key: unknown, options?: unknown): unknown => {
    if (typeof key !== 'string' || (options !== undefined && (typeof options !== 'object' || options === null))) return translate(key, options as never);
    const o = (options ?? {}) as Record<string, unknown>;
    const id = lookupId(key, o);
    if (id === null) return translate(key, o);
    let value = known.get(id);
    if (value === undefined) {
      value = translate(key, o);
      if (known.size >= 20_000) known.clear();
      known.set(id, value);
    }
    return value;
  };
  instance.t = t as I18n['t'];
  return instance;
}
