/**
 * Site benchmark: gzipped client JavaScript per page type (the route's first-load imports, and
 * what chromium really downloads, for the home, a listing, a product and a news page) and server response times of the production build of
 * site-global with its embedded content (cold, then warm). Needs `apps/site-global/build`
 * (`npx nx run site-global:build`). Prints a Markdown table; numbers, not assertions.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');

interface RouteEntry {
  module: string;
  imports?: string[];
  css?: string[];
}
interface RemixManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry>;
}

function readManifest(app: string): { manifest: RemixManifest; clientDir: string } {
  const clientDir = path.join(ROOT, 'apps', app, 'build/client');
  const assets = path.join(clientDir, 'assets');
  const file = fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`No Remix manifest in ${assets}: build ${app} first`);
  const text = fs.readFileSync(path.join(assets, file), 'utf8');
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  return { manifest: JSON.parse(json) as RemixManifest, clientDir };
}

/** Gzipped bytes of the JS a page needs: entry, root, its route module, their imports, the manifest. */
export function pageJsBytes(app: string, routeId: string): { files: number; gzip: number; raw: number } {
  const { manifest, clientDir } = readManifest(app);
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`No route ${routeId} in ${app}`);
  const root = manifest.routes.root!;
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports, root.module, ...(root.imports ?? []), route.module, ...(route.imports ?? [])]);
  const manifestFile = fs.readdirSync(path.join(clientDir, 'assets')).find((f) => /^manifest-.*\.js$/.test(f))!;
  urls.add(`/assets/${manifestFile}`);
  let gzip = 0;
  let raw = 0;
  for (const url of urls) {
    const body = fs.readFileSync(path.join(clientDir, url));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, gzip, raw };
}

/**
 * What a first visit really downloads: every script response of the page in headless chromium
 * (route chunks plus the template and block chunks preloaded before hydration), gzipped.
 */
async function downloadedJs(url: string): Promise<{ files: number; gzip: number }> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(bodies);
    return { files: all.length, gzip: all.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0) };
  } finally {
    await browser.close();
  }
}

async function timeRequests(base: string, pathname: string, runs: number): Promise<{ coldMs: number; warmP50Ms: number; warmP95Ms: number }> {
  const t0 = performance.now();
  await (await fetch(base + pathname)).text();
  const coldMs = performance.now() - t0;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await (await fetch(base + pathname)).text();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { coldMs, warmP50Ms: times[Math.floor(runs * 0.5)]!, warmP95Ms: times[Math.floor(runs * 0.95)]! };
}

// Every public page is the one Remix route `page` (decision 0780).
const PAGES = [
  { label: 'home', routeId: 'page', path: '/en/global' },
  { label: 'product listing', routeId: 'page', path: '/en/global/products' },
  { label: 'product detail', routeId: 'page', path: '/en/global/products/silca-alpha-pro' },
  { label: 'news article', routeId: 'page', path: '/en/global/events-and-news/press-releases/smart-pro-mini-launch' },
];

/** Runs the site benchmark and returns its Markdown report. */
export async function runSiteBench(): Promise<string> {
  const lines = [
    '## Site (site-global production build)',
    '',
    '| Page | First-load JS gzip (KB) | Downloaded JS in chromium, gzip (KB, files) | Cold (ms) | Warm p50 (ms) | Warm p95 (ms) |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  process.env.NODE_ENV = 'production';
  const { startSiteServer } = await import('@silca/site/server');
  const site = await startSiteServer({
    appRoot: path.join(ROOT, 'apps/site-global'),
    market: 'global',
    env: { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', STORYBLOK_TOKEN: '', NODE_ENV: 'production' },
  });
  try {
    for (const page of PAGES) {
      const js = pageJsBytes('site-global', page.routeId);
      const base = site.url.replace('localhost', '127.0.0.1');
      const t = await timeRequests(base, page.path, 50);
      const real = await downloadedJs(base + page.path);
      lines.push(
        `| ${page.label} | ${(js.gzip / 1024).toFixed(1)} | ${(real.gzip / 1024).toFixed(1)} (${real.files}) | ${t.coldMs.toFixed(0)} | ${t.warmP50Ms.toFixed(1)} | ${t.warmP95Ms.toFixed(1)} |`,
      );
    }
  } finally {
    await site.close();
  }
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runSiteBench().then(
    (report) => {
      process.stdout.write(`${report}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      process.stderr.write(`bench-site failed: ${(error as Error).stack ?? error}\n`);
      process.exit(1);
    },
  );
}
