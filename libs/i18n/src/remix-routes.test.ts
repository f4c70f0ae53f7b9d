import { describe, expect, it } from 'vitest';
import { MARKETS } from './markets';
import { homePath, localePrefixPatterns } from './remix-routes';

describe('homePath', () => {
  it('gives the home path of each market', () => {
    expect(homePath('pt', MARKETS.global)).toBe('/pt/global');
    expect(homePath('fr', MARKETS.france)).toBe('/');
  });
});

describe('localePrefixPatterns', () => {
  it('gives one :lang pattern for the global market and the bare root for a one-locale country market', () => {
    expect(localePrefixPatterns(MARKETS.global)).toEqual(['/:lang/global']);
    expect(localePrefixPatterns(MARKETS.italy)).toEqual(['']);
  });
});
