// Micro-benchmark of the per-request functions (parsePath, routeRequest, buildAlternates).
// Usage: npx tsx libs/i18n/scripts/bench.ts  -> JSON of microseconds per call.
import { MARKETS, ROUTE_FAMILIES, LOCALES, buildPath, parsePath, routeRequest, buildAlternates, familyExists, patternParams } from '../src/index';
const g = MARKETS.global;
const paths: string[] = [];
for (const f of ROUTE_FAMILIES)
  for (const l of LOCALES)
    if (familyExists(f, l, g)) {
      const p = Object.fromEntries(patternParams(f).map((n) => [n, f.allowed?.[n]?.[0] ?? 'x']));
      paths.push(buildPath(f.id, p, l, g));
    }
const N = 50;
let t = performance.now();
for (let i = 0; i < N; i++) for (const p of paths) parsePath(p, g);
const parseUs = ((performance.now() - t) * 1000) / (N * paths.length);
t = performance.now();
for (let i = 0; i < N; i++)
  for (const p of paths) routeRequest({ pathname: p.replace(/^\/[a-z]{2}\/global/, '') || '/', market: g, cookieHeader: 'i18n_redirected=it' });
const redirUs = ((performance.now() - t) * 1000) / (N * paths.length);
t = performance.now();
for (let i = 0; i < 2000; i++)
  buildAlternates({ familyId: 'products-slug', locale: 'it', market: g, paramsByLocale: Object.fromEntries(LOCALES.map((l) => [l, { slug: 'x' }])) });
const altUs = ((performance.now() - t) * 1000) / 2000;
t = performance.now();
for (let i = 0; i < 200; i++) {
  parsePath('/' + 'a'.repeat(2000), g);
  parsePath('/en/global/' + 'x/'.repeat(1000).slice(0, -1), g);
}
process.stdout.write(
  JSON.stringify({
    paths: paths.length,
    parsePath_us: parseUs.toFixed(1),
    unprefixedRedirect_us: redirUs.toFixed(1),
    buildAlternates_us: altUs.toFixed(1),
    hostile_2k_us: (((performance.now() - t) * 1000) / 400).toFixed(1),
  }) + '\n',
);
