import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { MARKET_IDS, MARKETS, resolveMarket } from './markets';

describe('market table (docs/requirements/product.md#markets-and-locales)', () => {
  it('maps markets to locales: global has all nine, each country one', () => {
    expect([...MARKETS.global.locales].sort()).toEqual([...LOCALES].sort());
    expect(MARKETS.italy.locales).toEqual(['it']);
    expect(MARKETS.spain.locales).toEqual(['es']);
    expect(MARKETS.france.locales).toEqual(['fr']);
    expect(MARKETS.germany.locales).toEqual(['de']);
  });

  it('prefixes every locale on global and none on the country markets', () => {
    expect(MARKETS.global.strategy).toBe('prefix');
    expect(MARKETS.global.defaultLocale).toBe('en');
    for (const id of MARKET_IDS.filter((m) => m !== 'global')) {
      expect(MARKETS[id].strategy).toBe('prefix_except_default');
      expect(MARKETS[id].locales).toContain(MARKETS[id].defaultLocale);
    }
  });

  it('keeps each market website folder equal to its id (docs/requirements/content.md#space-layout)', () => {
    for (const id of MARKET_IDS) expect(MARKETS[id].website).toBe(id);
  });

  it.each([
    ['italy', 'italy'],
    ['germany', 'germany'],
    [' spain ', 'spain'],
    [undefined, 'global'],
    [null, 'global'],
    ['', 'global'],
    ['Italy', 'global'],
    ['portugal', 'global'],
    ['__proto__', 'global'],
  ])('resolves the build-time setting %j to %s, global when absent or unknown', (value, expected) => {
    expect(resolveMarket(value as string | undefined).id).toBe(expected);
  });
});
