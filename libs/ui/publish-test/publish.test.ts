import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLibrary } from '../publish/build-lib';
import { findForbidden } from './forbidden';
import { SMOKE_APP_FILES } from './smoke-app';

const repoRoot = join(import.meta.dirname, '../../..');
// Under the repository (git-ignored .cache/) so that React, i18next and Vite resolve from the
// repository's node_modules: the app installs only the two tarballs and their dependencies.
const work = join(repoRoot, '.cache/publish-smoke');
const app = join(work, 'app');
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]));
}

const tarballs: Record<'ui' | 'blocks', string> = { ui: '', blocks: '' };
let server: Server | undefined;

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(app, { recursive: true });
  await buildLibrary(join(repoRoot, 'libs/ui'));
  await buildLibrary(join(repoRoot, 'libs/blocks'));
  for (const lib of ['ui', 'blocks'] as const) {
    const out = run('npm', ['pack', join(repoRoot, 'libs', lib, 'dist'), '--pack-destination', work, '--json'], work);
    const [packed] = JSON.parse(out.slice(out.indexOf('['))) as { filename: string }[];
    if (!packed) throw new Error(`npm pack of ${lib} gave no tarball`);
    tarballs[lib] = join(work, packed.filename);
  }
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'silca-smoke', private: true, type: 'module' }));
  for (const [file, content] of Object.entries(SMOKE_APP_FILES)) {
    mkdirSync(dirname(join(app, file)), { recursive: true });
    writeFileSync(join(app, file), content);
  }
  // Peers (react, react-dom, i18next, react-i18next) come from the repository's node_modules
  // (--legacy-peer-deps: not installed again); the tarballs' own dependencies are installed,
  // from the npm cache when it has them.
  run(
    'npm',
    ['install', tarballs.ui, tarballs.blocks, '--prefer-offline', '--legacy-peer-deps', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock'],
    app,
  );
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

describe('published packages (docs/requirements/architecture.md#publishable-libraries)', () => {
  it.each(['ui', 'blocks'] as const)('@silca/%s tarball has ES modules, CSS, types, exports and peers', (lib) => {
    const listing = run('tar', ['-tzf', tarballs[lib]], work).split('\n');
    expect(listing).toContain('package/index.js');
    expect(listing).toContain('package/types/index.d.ts');
    expect(listing).toContain('package/README.md');
    expect(listing.some((file) => file.endsWith('.css'))).toBe(true);
    const pkg = JSON.parse(readFileSync(join(app, 'node_modules/@silca', lib, 'package.json'), 'utf8'));
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(pkg.private).toBeUndefined();
    expect(pkg.peerDependencies).toMatchObject({ react: '^18.0.0', 'react-dom': '^18.0.0' });
    expect(pkg.exports['.']).toEqual({ types: './types/index.d.ts', import: './index.js', default: './index.js' });
    if (lib === 'ui') {
      for (const entry of ['./zoom', './pickers', './filters', './tokens.css', './base.css']) {
        expect(pkg.exports[entry], entry).toBeDefined();
      }
    }
  });

  it.each(['ui', 'blocks'] as const)('@silca/%s built code has no server code or environment access', (lib) => {
    const js = listFiles(join(app, 'node_modules/@silca', lib)).filter((file) => extname(file) === '.js');
    const offenders = js.flatMap((file) => findForbidden(readFileSync(file, 'utf8')).map((rule) => `${file}: ${rule}`));
    expect(offenders).toEqual([]);
  });

  it('the app type-checks against the published declarations', () => {
    const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
    expect(() => run(process.execPath, [tsc, '-p', 'tsconfig.json'], app)).not.toThrow();
  });

  it('builds with Vite, keeps the zoom in its own chunk, and renders the block in chromium', async () => {
    await build({
      root: app,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir: join(app, 'dist'), emptyOutDir: true },
    });
    const assets = join(app, 'dist/assets');
    const jsFiles = readdirSync(assets).filter((f) => f.endsWith('.js'));
    const entry = jsFiles.find((f) => f.startsWith('index-'));
    expect(entry).toBeDefined();
    // The lazily imported zoom is a separate chunk, not part of the entry bundle.
    expect(readFileSync(join(assets, entry as string), 'utf8')).not.toContain('data-zoom-level');
    expect(jsFiles.some((f) => readFileSync(join(assets, f), 'utf8').includes('data-zoom-level'))).toBe(true);
    // Only the English fallback strings ship with the components; the other locales' strings
    // (uiResources) are tree-shaken away when the app does not import them.
    const allJs = jsFiles.map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
    expect(allJs).toContain('Load more');
    expect(allJs).not.toContain('Carregar mais');

    const dist = join(app, 'dist');
    server = createServer((req, res) => {
      const path = join(dist, (req.url ?? '/').split('?')[0] === '/' ? 'index.html' : ((req.url ?? '').split('?')[0] ?? ''));
      if (!path.startsWith(dist) || !existsSync(path)) {
        res.writeHead(404).end();
        return;
      }
      const type = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }[extname(path)] ?? 'application/octet-stream';
      res.writeHead(200, { 'content-type': type }).end(readFileSync(path));
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.getByRole('heading', { name: 'Rendered from the tarball' }).waitFor({ timeout: 15_000 });
      const cta = page.getByRole('link', { name: /Visit silca\.biz/ });
      expect(await cta.getAttribute('href')).toBe('https://www.silca.biz');
      expect(await cta.getAttribute('target')).toBe('_blank');
      expect(await cta.getAttribute('rel')).toBe('noopener noreferrer');
      // The component CSS and tokens arrived with the package: the secondary CTA is Silca blue.
      const button = page.getByRole('button', { name: 'A plain button' });
      expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 58, 112)');
      await page.getByRole('link', { name: /Enlarge image/ }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
