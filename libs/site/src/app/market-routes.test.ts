import { MARKETS } from '@silca/i18n';
import { describe, expect, it } from 'vitest';
import { marketRoutes } from './market-routes';

// docs/requirements/urls.md#extranet-routes, decision 1042: the route config routes.ts gives Remix per market.
describe('marketRoutes', () => {
  it('puts the extranet layout under each locale-prefix shape of the market, its pages as index and splat', () => {
    const extranet = (market: keyof typeof MARKETS) => marketRoutes(MARKETS[market]).filter((r) => r.file === 'routes/extranet-layout.tsx');
    expect(extranet('global').map((r) => r.path)).toEqual(['/:lang/global/extranet']);
    expect(extranet('italy').map((r) => r.path)).toEqual(['/extranet']);
    const [layout] = extranet('global');
    expect(layout?.caseSensitive).toBe(true);
    expect(layout?.children?.map((c) => [c.id, c.index ?? false, c.path])).toEqual([
      ['extranet-index', true, undefined],
      ['extranet-page', false, '*'],
    ]);
  });

  it('ends with the public pages (index and splat), after every more specific route', () => {
    const routes = marketRoutes(MARKETS.global);
    expect(routes.slice(-2).map((r) => [r.id, r.index ?? false, r.path])).toEqual([
      ['page-index', true, undefined],
      ['page', false, '*'],
    ]);
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
  });
});
