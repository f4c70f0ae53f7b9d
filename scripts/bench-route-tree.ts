/**
 * What Remix's route matching costs with the site's small route tree and with a tree generated
 * from the route table, one Remix route per family and locale (decision 1073,
 * docs/requirements/performance.md#route-matching-cost). Both trees are matched with
 * `@remix-run/router`'s `matchRoutes`, which the server runtime calls at least twice per request
 * and which flattens and ranks the whole tree on every call.
 * Usage: `node --import tsx scripts/bench-route-tree.ts` -> a Markdown table of microseconds per match.
 */
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router';
import type { RouteConfigEntry } from '@remix-run/route-config';
import { buildPath, familyExists, MARKETS, patternParams, remixRoutePath, ROUTE_FAMILIES, type Market } from '@silca/i18n';
import { marketRoutes } from '../libs/site/src/app/market-routes';

/** Route config entries as the router's route objects (ids, paths, index, children). */
function toRouterRoutes(entries: readonly RouteConfigEntry[]): AgnosticRouteObject[] {
  return entries.map((e) =>
    e.index
      ? { id: e.id ?? e.file, index: true }
      : { id: e.id ?? e.file, path: e.path, caseSensitive: e.caseSensitive, children: toRouterRoutes(e.children ?? []) },
  );
}

/** One route per family, locale and allowed value: what a generated per-family routes.ts holds. */
function perFamilyTree(market: Market): AgnosticRouteObject[] {
  const routes: AgnosticRouteObject[] = [];
  for (const family of ROUTE_FAMILIES)
    for (const locale of market.locales) {
      if (!familyExists(family, locale, market)) continue;
      const path = remixRoutePath(family, locale, market);
      const pinned = Object.entries(family.allowed ?? {}).flatMap(([name, values]) => values.map((v) => path.replace(`:${name}`, v)));
      for (const p of pinned.length ? pinned : [path]) routes.push({ id: `${family.id}:${p}`, path: p, caseSensitive: true });
    }
  routes.push({ id: 'not-found', path: '*' });
  return [{ id: 'root', path: '', children: routes }];
}

/** Every page path of the market, one per family and locale. */
function samplePaths(market: Market): string[] {
  return ROUTE_FAMILIES.flatMap((family) =>
    market.locales
      .filter((locale) => familyExists(family, locale, market))
      .map((locale) => buildPath(family.id, Object.fromEntries(patternParams(family).map((n) => [n, family.allowed?.[n]?.[0] ?? 'x'])), locale, market)),
  );
}

function microsPerMatch(tree: AgnosticRouteObject[], paths: string[]): number {
  for (const p of paths) matchRoutes(tree, p);
  const rounds = Math.max(1, Math.ceil(3000 / paths.length));
  const t0 = performance.now();
  for (let r = 0; r < rounds; r++) for (const p of paths) matchRoutes(tree, p);
  return ((performance.now() - t0) * 1000) / (rounds * paths.length);
}

function countLeaves(tree: AgnosticRouteObject[]): number {
  return tree.reduce((n, r) => n + (r.children?.length ? countLeaves(r.children) : 1), 0);
}

const rows = [MARKETS.global, MARKETS.italy].map((market) => {
  const paths = samplePaths(market);
  const small = [{ id: 'root', path: '', children: toRouterRoutes(marketRoutes(market)) }];
  const generated = perFamilyTree(market);
  const a = microsPerMatch(small, paths);
  const b = microsPerMatch(generated, paths);
  return `| ${market.id} | ${countLeaves(small)} | ${a.toFixed(0)} | ${countLeaves(generated)} | ${b.toFixed(0)} | ${(b / a).toFixed(1)}x |`;
});
process.stdout.write(
  [
    '## Remix route matching: small tree vs one route per family and locale (decision 1073)',
    '',
    '| Market | Small tree: routes | us per match | Per family and locale: routes | us per match | Ratio |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
  ].join('\n'),
);
