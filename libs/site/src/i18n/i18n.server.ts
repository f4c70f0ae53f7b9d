import { commonResources, LOCALES, mergeResources, type Locale } from '@silca/i18n';
import { blocksResources } from '@silca/blocks';
import { uiResources } from '@silca/ui';
import { createI18nInstance } from './i18n-instance';
import { siteResources } from './resources/site-strings';
import type { i18n as I18n, Resource, TFunction } from 'i18next';
import { RemixI18Next } from 'remix-i18next/server';
import { localeForRequest } from '../server/pages/locale.server';
import { createLocaleStrings } from '../server/http/locale-strings';

/** Every namespace of every locale: `common` (libs/i18n), `ui`, `blocks`, `site` (the frame). */
export const allResources: Resource = mergeResources(commonResources, uiResources, blocksResources, siteResources) as Resource;

/**
 * i18next plural and ordinal suffixes (`key_one`, `key_ordinal_few`...). A locale that lacks one of
 * its own plural forms falls back to the `en` key of the form English picks for the same count,
 * which may be a form the locale does have (`_other`): such keys are always kept in the fallback.
 */
const PLURAL_KEY = /_(zero|one|two|few|many|other)$/;

/**
 * The strings of `fallback` that `primary` does not have, as the same nested shape: what
 * i18next can still reach through `fallbackLng` once `primary` is loaded (plural forms always
 * kept, see {@link PLURAL_KEY}). `undefined` when nothing is left. Pure.
 */
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

/**
 * The resources one page needs: its locale, plus the `en` strings that locale lacks (docs/requirements/forms.md#validation-messages:
 * ro and ru lack the contact-form block and fall back to English). The client downloads it as
 * one file per locale (locale-strings.ts, decision 0843), so English strings the page can never
 * show are left out (docs/requirements/performance.md#speed-goals: 12 KB less per non-English locale). Every lookup gives
 * what it gives with all `en` strings loaded (i18n.test.ts). Computed once per locale.
 */
export function resourcesFor(locale: Locale): Resource {
  let out = pageResources.get(locale);
  if (!out) {
    const en = allResources.en ?? {};
    out = locale === 'en' ? { en } : { [locale]: allResources[locale] ?? {}, en: (missingFrom(en, allResources[locale]) ?? {}) as Resource[string] };
    pageResources.set(locale, out);
  }
  return out;
}

/** The client's strings files (decision 0843): the root loader's hrefs, the HTTP server's handler. */
export const localeStrings = createLocaleStrings(resourcesFor);

/**
 * remix-i18next on the server: the locale always comes from the URL (browser-language detection
 * is off, docs/requirements/content.md#client-limits), and `getFixedT` gives loaders and meta their strings.
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
 * locale serves every request: building one per request cost about 1 ms of CPU (docs/requirements/performance.md#uncached-throughput profile).
 */
export function renderI18n(locale: Locale): I18n {
  let instance = renderInstances.get(locale);
  if (!instance) {
    instance = memoizePlainLookups(createI18nInstance(locale, resourcesFor(locale)));
    renderInstances.set(locale, instance);
  }
  return instance;
}

/** The options react-i18next's fixed `t` adds by itself; they are part of every key. */
const PLAIN_OPTIONS = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);

/**
 * The memo key of a lookup whose options are all strings, numbers or booleans (a count, a
 * context, interpolated values, a default value), or null when one is anything else (an object,
 * a function, `returnObjects`): such lookups go to i18next every time.
 */
function lookupId(key: string, o: Record<string, unknown>): string | null {
  const ns = Array.isArray(o.ns) ? o.ns.join(',') : String(o.ns ?? '');
  let id = `${String(o.lng ?? '')}|${String(o.lngs ?? '')}|${ns}|${String(o.keyPrefix ?? '')}|${key}`;
  for (const name in o) {
    const value = o[name];
    if (PLAIN_OPTIONS.has(name) || value === undefined) continue;
    if (name === 'returnObjects' || (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')) return null;
    // JSON of the value: a string holding the separator cannot pass for another option.
    id += `|${name}=${JSON.stringify(value)}`;
  }
  return id;
}

/**
 * Remembers the strings of lookups with plain options (`t('key')`, a count, a context or
 * interpolated primitive values) of an instance whose resources never change: a page asks for
 * the same few hundred strings on every render, and i18next's translate costs microseconds
 * each, ten times that with interpolation (8% of a render, then 1.4% of a product page for the
 * form messages alone, docs/requirements/performance.md#uncached-throughput profiles). Lookups with an
 * object or function option go to i18next as before. At most 20,000 strings are kept (then the
 * memo starts again), so values that change per request cannot grow it without bound.
 */
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
