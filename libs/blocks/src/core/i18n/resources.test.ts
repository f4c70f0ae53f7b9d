import { describe, expect, it } from 'vitest';
import { BLOCKS_LOCALES, blocksResources } from './resources';

const en = blocksResources.en.blocks;
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (value: string) => [...value.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe('blocks strings', () => {
  it.each(BLOCKS_LOCALES)('%s has every English key (plural forms aside) and nothing empty', (lng) => {
    const strings = blocksResources[lng].blocks;
    const keys = new Set(Object.keys(strings).map(base));
    for (const key of Object.keys(en).map(base)) expect(keys, `${lng} lacks ${key}`).toContain(key);
    for (const [key, value] of Object.entries(strings)) expect(value.trim(), `${lng}.${key}`).not.toBe('');
  });

  it.each(BLOCKS_LOCALES.filter((l) => l !== 'en'))('%s keeps the placeholders and tags of each English string', (lng) => {
    const strings = blocksResources[lng].blocks;
    for (const [key, value] of Object.entries(en)) {
      const translated = strings[key] ?? strings[`${base(key)}_other`];
      if (translated === undefined) continue;
      expect(placeholders(translated), `${lng}.${key}`).toEqual(placeholders(value));
    }
  });

  it('is translated: no locale other than en reuses the English error texts', () => {
    for (const lng of BLOCKS_LOCALES.filter((l) => l !== 'en')) {
      expect(blocksResources[lng].blocks.errorNotFoundTitle).not.toBe(en.errorNotFoundTitle);
    }
  });
});
