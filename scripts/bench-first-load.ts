/**
 * First-load JavaScript alone (docs/requirements/performance.md#front-end-budget budget: the bare Remix
 * page's own plus 50 KB gzip), the figure `npm run bench` prints, in about 30 s instead of the whole
 * HTTP benchmark: starts site-global's production bundle (`BENCH_SITE_BUNDLE`, default
 * apps/site-global/build/server.mjs, built first) and the floor (`bench/remix-floor`, built when
 * missing), fetches the home, a product, a listing and the partner page with a partner session,
 * and prints per page the gzip -9 size of the files its HTML names (`namedJsGzipKb`, each file
 * once), the files, the `modulepreload` links (a file linked twice counts once in the size) and
 * the margin to the budget. Figures, never asserted; sizes do not depend on the machine's load.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_PAGES, ensureFloorBuild, namedJsGzipKb, PARTNER_PAGE, start } from './bench-http';
import { partnerSession } from './lib/partner-login';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUNDLE = path.resolve(ROOT, process.env.BENCH_SITE_BUNDLE ?? 'apps/site-global/build/server.mjs');

async function page(url: string, cookie?: string): Promise<string> {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  return res.text();
}

ensureFloorBuild();
const children: ChildProcess[] = [];
try {
  const floor = await start('floor', ['bench/remix-floor/server.mjs'], {}, '/');
  children.push(floor.child);
  // /readyz: the partner login needs the embedded identity provider up.
  const site = await start('site', [BUNDLE], { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'silca-first-load-')), PAGE_CACHE_TTL_S: '0' }, '/readyz');
  children.push(site.child);
  const bare = namedJsGzipKb(await page(floor.url + '/'), path.join(ROOT, 'bench/remix-floor/build/client'));
  const budget = bare.kb + 50;
  const client = path.join(path.dirname(BUNDLE), 'client');
  const cookie = await partnerSession(site.url);
  const rows: string[] = [];
  for (const p of [...BENCH_PAGES, PARTNER_PAGE]) {
    const html = await page(site.url + p.path, p === PARTNER_PAGE ? cookie : undefined);
    const named = namedJsGzipKb(html, client);
    const links = html.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g)?.length ?? 0;
    rows.push(`| ${p.label} (${p.path}) | ${named.kb.toFixed(1)} | ${named.files} | ${links} | ${(budget - named.kb).toFixed(1)} |`);
  }
  console.log(
    [
      `First-load JavaScript, gzip -9 (bare Remix page ${bare.kb.toFixed(1)} KB, ${bare.files} files; budget ${budget.toFixed(1)} KB)`,
      '',
      '| Page | KB | Files | modulepreload links | Margin to the budget (KB; negative: over) |',
      '|---|---:|---:|---:|---:|',
      ...rows,
    ].join('\n'),
  );
} finally {
  for (const child of children) child.kill();
}
