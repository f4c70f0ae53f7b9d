import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generatedReadmeSection } from './docs-tables';
import { LOCALES } from './locales';
import { ROUTE_FAMILIES } from './route-table';
import { LITERAL_SEGMENTS, SEGMENTS } from './segments';

describe('SEGMENTS', () => {
  it('has a slug-safe word for every locale', () => {
    for (const [key, words] of Object.entries(SEGMENTS)) {
      expect(Object.keys(words).sort(), key).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) expect(words[locale], `${key}.${locale}`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('never translates a word into a literal segment or a locale code', () => {
    const reserved = new Set<string>([...LITERAL_SEGMENTS, ...LOCALES]);
    for (const words of Object.values(SEGMENTS)) for (const w of Object.values(words)) expect(reserved.has(w), w).toBe(false);
  });

  it('is fully used by the route table, and the table uses only known words', () => {
    const used = new Set(ROUTE_FAMILIES.flatMap((f) => f.pattern.filter((p) => p.startsWith('$')).map((p) => p.slice(1))));
    expect([...used].sort()).toEqual(Object.keys(SEGMENTS).sort());
  });

  it('is documented in README.md exactly as generated (npm run docs -w @silca/i18n)', () => {
    const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
    expect(readme).toContain(generatedReadmeSection());
  });
});
