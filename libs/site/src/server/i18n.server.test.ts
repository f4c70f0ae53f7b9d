import type { Resource } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18nInstance, NAMESPACES } from '../i18n';
import { allResources, renderI18n, resourcesFor } from './i18n.server';

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

  it('still interpolates, counts and takes defaults (options are never memoized)', () => {
    const t = renderI18n('en').getFixedT('en', 'common');
    const fresh = createI18nInstance('en', resourcesFor('en')).getFixedT('en', 'common');
    expect(t('no.such.key', { defaultValue: 'Fallback A' })).toBe('Fallback A');
    expect(t('no.such.key', { defaultValue: 'Fallback B' })).toBe('Fallback B');
    const withValue = keysOf((allResources.en as Resource).common).find((k) => /\{\{\w+\}\}/.test(String(fresh(k))));
    expect(withValue).toBeDefined();
    const variable = /\{\{(\w+)\}\}/.exec(String(fresh(withValue!)))![1]!;
    expect(t(withValue!, { [variable]: 'ONE' })).toContain('ONE');
    expect(t(withValue!, { [variable]: 'TWO' })).toContain('TWO');
  });
});
