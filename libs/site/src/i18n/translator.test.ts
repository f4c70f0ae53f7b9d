import { LOCALES } from '@silca/i18n';
import type { Resource } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18nInstance, NAMESPACES } from './i18n-instance';
import { allResources, resourcesFor } from './i18n.server';
import { createInstance, Translator, type Resources } from './translator';

/** Every key path of a nested resource object (`a.b.c`). */
function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

/** The site's translator set up as `createI18nInstance` sets up i18next (libs/site/src/i18n/i18n-instance.ts). */
function light(locale: string, resources: Resource): Translator {
  const instance = createInstance();
  void instance.init({ lng: locale, fallbackLng: 'en', resources: resources as Resources, ns: [...NAMESPACES], defaultNS: 'common' });
  return instance;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** A value for every `{{name}}` of every string (numbers for some, markup-like text for others: nothing is escaped). */
const values: Record<string, unknown> = { min: 2, max: 40, total: 7, page: 3, pages: 9, query: 'key <b>' };
for (const m of JSON.stringify(allResources).matchAll(/\{\{(.+?)\}\}/g)) values[m[1]!.trim()] ??= `v-${m[1]!.trim()}`;
/** Counts that reach every plural form of the nine locales (ru few/many, ro few, fractions). */
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 19, 20, 21, 22, 25, 100, 101, 102, 111, 1.5, -1];

describe('the browser translator against i18next (decision 0968)', () => {
  it.each([...LOCALES])('gives every string of %s as i18next does: plain, interpolated, every plural count', (locale) => {
    const resources = resourcesFor(locale);
    const reference = createI18nInstance(locale, resources);
    const ours = light(locale, resources);
    let checked = 0;
    for (const ns of NAMESPACES) {
      const keys = new Set([...keysOf((allResources.en as Resource)[ns]), ...keysOf((allResources[locale] as Resource | undefined)?.[ns])]);
      expect(keys.size).toBeGreaterThan(0);
      const expected = reference.getFixedT(null, ns);
      const actual = ours.getFixedT(null, ns);
      for (const key of keys) {
        const base = key.replace(PLURAL, '');
        expect(actual(base)).toBe(expected(base));
        expect(actual(base, values)).toBe(expected(base, values));
        if (base !== key) for (const count of COUNTS) expect(actual(base, { ...values, count }), `${locale} ${ns}:${base} ${count}`).toBe(expected(base, { ...values, count }));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('resolves a namespace prefix, a default value, a missing key and a missing value as i18next does', () => {
    for (const locale of ['it', 'ru', 'en'] as const) {
      const reference = createI18nInstance(locale, resourcesFor(locale));
      const ours = light(locale, resourcesFor(locale));
      const cases: [string, Record<string, unknown>?][] = [
        ['common:nav.products', { defaultValue: 'Products!' }],
        ['common:no.such.key', { defaultValue: 'fallback {{x}}', x: 1 }],
        ['no.such.key'],
        ['unknownns:key'],
        ['common:nav:products'],
        ['Is it: a sentence?'],
        ['Is.it: a sentence?'],
        ['blocks:publishedOn'],
        ['publishedOn', { date: undefined }],
        ['publishedOn', { date: null }],
        ['publishedOn', {}],
      ];
      for (const ns of ['blocks', 'common']) {
        for (const [key, options] of cases) {
          expect(ours.getFixedT(null, ns)(key, options), `${locale} ${ns} ${key}`).toBe(reference.getFixedT(null, ns)(key, options));
        }
      }
    }
  });

  it('follows a language change with the strings it holds, and tells its listeners', () => {
    const resources = { en: { common: { hello: 'Hello' } }, it: { common: { hello: 'Ciao' } } } as Resources;
    const ours = light('en', resources);
    const heard: unknown[] = [];
    ours.on('languageChanged', (lng) => heard.push(lng));
    const t = ours.getFixedT(null, 'common');
    expect(t('hello')).toBe('Hello');
    void ours.changeLanguage('it');
    expect(t('hello')).toBe('Ciao');
    expect(heard).toEqual(['it']);
  });

  it('adds a namespace bundle, keeping what is there unless told to overwrite', () => {
    const ours = light('de', { en: { common: { a: 'A' } } } as Resources);
    expect(ours.hasResourceBundle('de', 'ui')).toBe(false);
    ours.addResourceBundle('en', 'ui', { close: 'Close', nested: { x: 'X' } }, true, false);
    ours.addResourceBundle('en', 'ui', { close: 'Shut', nested: { y: 'Y' } }, true, false);
    expect(ours.hasResourceBundle('en', 'ui')).toBe(true);
    expect(ours.t('ui:close')).toBe('Close');
    expect(ours.t('ui:nested.y')).toBe('Y');
    ours.addResourceBundle('en', 'ui', { close: 'Shut' }, true, true);
    expect(ours.getFixedT('de', 'ui')('close')).toBe('Shut');
  });
});
