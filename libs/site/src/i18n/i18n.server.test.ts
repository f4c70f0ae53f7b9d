import type { Resource } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@silca/i18n';
import { createI18nInstance, NAMESPACES } from './i18n-instance';
import { allResources, missingFrom, renderI18n, resourcesFor } from './i18n.server';

/** Every key path of a nested resource object (`a.b.c`). */
function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('renderI18n', () => {
  it('is one instance per locale', () => {
    expect(renderI18n('it')).toBe(renderI18n('it'));
    expect(renderI18n('it')).not.toBe(renderI18n('de'));
  });

  it.each(['en', 'it', 'ro', 'de'] as const)('gives every string of %s exactly as a fresh i18next instance does, twice', (locale) => {
    const fresh = createI18nInstance(locale, resourcesFor(locale));
    const shared = renderI18n(locale);
    for (const ns of NAMESPACES) {
      const keys = keysOf((allResources.en as Resource)[ns]);
      expect(keys.length).toBeGreaterThan(0);
      const freshT = fresh.getFixedT(locale, ns);
      const sharedT = shared.getFixedT(locale, ns);
      for (const key of keys) {
        expect(sharedT(key)).toBe(freshT(key));
        expect(sharedT(key)).toBe(freshT(key));
      }
    }
  });

  it('still interpolates, counts and takes defaults (each set of option values is its own string)', () => {
    const t = renderI18n('en').getFixedT('en', 'common');
    const fresh = createI18nInstance('en', resourcesFor('en')).getFixedT('en', 'common');
    expect(t('no.such.key', { defaultValue: 'Fallback A' })).toBe('Fallback A');
    expect(t('no.such.key', { defaultValue: 'Fallback B' })).toBe('Fallback B');
    const withValue = keysOf((allResources.en as Resource).common).find((k) => /\{\{\w+\}\}/.test(String(fresh(k))));
    expect(withValue).toBeDefined();
    const variable = /\{\{(\w+)\}\}/.exec(String(fresh(withValue!)))![1]!;
    expect(t(withValue!, { [variable]: 'ONE' })).toContain('ONE');
    expect(t(withValue!, { [variable]: 'TWO' })).toContain('TWO');
    expect(t(withValue!, { [variable]: 'ONE' })).toBe(fresh(withValue!, { [variable]: 'ONE' }));
    // A value that reads like another option list is still only itself.
    expect(t(withValue!, { [variable]: 'A"|x=1' })).toBe(fresh(withValue!, { [variable]: 'A"|x=1' }));
    expect(t(withValue!, { [variable]: 3 })).toBe(fresh(withValue!, { [variable]: 3 }));
    expect(t(withValue!, { [variable]: '3' })).toBe(fresh(withValue!, { [variable]: '3' }));
  });

  it('leaves lookups with object options to i18next', () => {
    const t = renderI18n('en').getFixedT('en', 'common');
    const fresh = createI18nInstance('en', resourcesFor('en')).getFixedT('en', 'common');
    const withValue = keysOf((allResources.en as Resource).common).find((k) => /\{\{\w+\}\}/.test(String(fresh(k))))!;
    const variable = /\{\{(\w+)\}\}/.exec(String(fresh(withValue)))![1]!;
    let shown = 'LIVE';
    const value = { toString: () => shown };
    expect(t(withValue, { [variable]: value })).toContain('LIVE');
    shown = 'NEXT';
    expect(t(withValue, { [variable]: value })).toContain('NEXT');
  });
});

describe('resourcesFor', () => {
  const counts = [0, 1, 2, 3, 5, 11, 21, 22, 100, 101];

  it.each(LOCALES.filter((l) => l !== 'en'))('gives every %s lookup, plural forms included, what all en strings give', (locale) => {
    const page = createI18nInstance(locale, resourcesFor(locale));
    const everything = createI18nInstance(locale, allResources);
    let compared = 0;
    for (const ns of NAMESPACES) {
      const keys = new Set(
        [...keysOf((allResources.en as Resource)[ns]), ...keysOf((allResources[locale] as Resource | undefined)?.[ns] ?? {})]
          .filter(Boolean)
          .map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
      );
      const pageT = page.getFixedT(locale, ns);
      const allT = everything.getFixedT(locale, ns);
      for (const key of keys) {
        expect(pageT(key), `${ns}:${key}`).toBe(allT(key));
        for (const count of counts) expect(pageT(key, { count }), `${ns}:${key} (${count})`).toBe(allT(key, { count }));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('sends a non-English page only the en strings its locale lacks', () => {
    const it = resourcesFor('it');
    const size = (r: unknown) => JSON.stringify(r ?? {}).length;
    expect(Object.keys(it).sort()).toEqual(['en', 'it']);
    expect(size(it.en)).toBeLessThan(size(allResources.en) / 4);
    // Every locale is complete (strings-complete.test.ts): none gets more of en than Italian does.
    for (const locale of ['de', 'es', 'pt', 'fr', 'ro', 'nl', 'ru'] as const) expect(size(resourcesFor(locale).en), locale).toBeLessThanOrEqual(size(it.en));
    expect(resourcesFor('en')).toEqual({ en: allResources.en });
  });

  // The client build leaves out the English fallback libs/ui and libs/blocks bundle with their
  // hooks (decision 0973): a page's strings file must carry both namespaces in its own locale.
  it.each(LOCALES)('gives a %s page the ui and blocks namespaces in its locale, every English key reachable', (locale) => {
    const page = resourcesFor(locale);
    for (const ns of ['ui', 'blocks']) {
      expect(page[locale]?.[ns], `${locale} ${ns}`).toBeTruthy();
      const own = new Set(keysOf(page[locale]?.[ns]));
      const fallback = new Set(keysOf(page.en?.[ns] ?? {}));
      for (const key of keysOf((allResources.en as Resource)[ns])) expect(own.has(key) || fallback.has(key), `${locale} ${ns}:${key}`).toBe(true);
    }
  });
});

describe('missingFrom', () => {
  it('keeps the en plural forms a locale lacking one of its own forms falls back to', () => {
    const en = { common: { files_one: '{{count}} file', files_other: '{{count}} files', title: 'Files' } };
    const ru = { common: { files_one: '{{count}} файл', files_few: '{{count}} файла', files_other: '{{count}} файлов', title: 'Файлы' } };
    const pruned = missingFrom(en, ru) as Resource['en'];
    expect(pruned).toEqual({ common: { files_one: '{{count}} file', files_other: '{{count}} files' } });
    const full = createI18nInstance('ru', { ru, en }).getFixedT('ru', 'common');
    const page = createI18nInstance('ru', { ru, en: pruned }).getFixedT('ru', 'common');
    // 5 needs ru `_many`, which is missing: i18next takes the en form for 5 (`_other`).
    expect(full('files', { count: 5 })).toBe('5 files');
    for (const count of [1, 2, 5, 21]) expect(page('files', { count })).toBe(full('files', { count }));
  });

  it('keeps nested strings the locale lacks and nothing else', () => {
    expect(missingFrom({ a: { b: 'B', c: 'C' }, d: 'D' }, { a: { b: 'b' }, d: 'd' })).toEqual({ a: { c: 'C' } });
    expect(missingFrom({ a: 'A' }, { a: 'a' })).toBeUndefined();
  });
});
