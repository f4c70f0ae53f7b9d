import { describe, expect, it } from 'vitest';
import { createFixtureSpace } from '@silca/content/testing';
import { localizeContent } from './localize';
import { Store } from './store';

describe('Store', () => {
  it('skips a bad story file and reports it, keeping the rest', async () => {
    const store = new Store(await createFixtureSpace({ broken: true }));
    expect(store.problems).toHaveLength(1);
    expect(store.problems[0]!.file).toMatch(/broken\.json$/);
    expect(store.published.byKey.get('global/home')).toBeDefined();
  });

  it('throws a clear error when space.json is missing', () => {
    expect(() => new Store('/nonexistent-space')).toThrow(/Embedded space not readable/);
  });
});

describe('localizeContent', () => {
  it('takes the translation, then fallback_lang, then the default; strips __i18n__ keys', () => {
    const node = { a: 'A', a__i18n__it: 'Ai', b: 'B', b__i18n__it: '', b__i18n__de: 'Bde', nested: [{ c: 'C', c__i18n__it: 'Ci' }] };
    expect(localizeContent(node, 'it')).toEqual({ a: 'Ai', b: 'B', nested: [{ c: 'Ci' }] });
    expect(localizeContent(node, 'it', 'de')).toEqual({ a: 'Ai', b: 'Bde', nested: [{ c: 'Ci' }] });
    expect(localizeContent(node, null)).toEqual({ a: 'A', b: 'B', nested: [{ c: 'C' }] });
  });
});
