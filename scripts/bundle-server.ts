/**
 * Bundles one market app's production server (decision 0720) with esbuild from `apps/<market>/server.ts` and the Vite-built Remix server:
 * build/server.mjs        the entry: `node build/server.mjs`
 * build/remix.mjs         the Remix server build
 * build/dev-services.mjs  the stand-ins' child process
 * build/chunks/           shared code, so each workspace library exists once per process
 * `@silca/*` libraries are bundled from source (decision 1040); other packages stay node_modules imports and are returned, so the release
 * can pin them (scripts/release-bundle.ts).
 * CLI: `node --import tsx scripts/bundle-server.ts apps/site-italy` (after the app's Vite build).
 */
import { existsSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

/** Options of {@link bundleServer}. */
export interface BundleServerOptions {
  /** Absolute (or cwd-relative) folder of the market app, e.g. `apps/site-italy`. */
  appRoot: string;
  /** Market id baked in as `__SITE_MARKET__` (same as the Vite build's define). */
  market: string;
  /** Output folder; default `{appRoot}/build`. */
  outDir?: string;
}

/** What {@link bundleServer} wrote. */
export interface BundleServerResult {
  /** Output folder (absolute). */
  outDir: string;
  /** Bare package names the bundle imports statically from node_modules, sorted (no `node:` builtins). */
  externalPackages: string[];
  /** Packages imported only through `import()` (e.g. `vite`, loaded in development mode only). */
  dynamicOnlyPackages: string[];
  /** Bytes of the JavaScript written (without source maps). */
  bytes: number;
  /** Milliseconds esbuild took. */
  ms: number;
}

const BUILTINS = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

/** `@scope/name/sub` -> `@scope/name`; `name/sub` -> `name`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const WORKSPACE = path.resolve(import.meta.dirname, '..');

/**
 * Runs esbuild for one app. Throws when the Vite build is missing
 * (`{appRoot}/build/server/index.js`) or esbuild reports an error.
 */
export async function bundleServer(options: BundleServerOptions): Promise<BundleServerResult> {
  const appRoot = path.resolve(options.appRoot);
  const outDir = path.resolve(options.outDir ?? path.join(appRoot, 'build'));
  const remixBuild = path.join(appRoot, 'build/server/index.js');
  if (!existsSync(remixBuild)) throw new Error(`No Remix server build at ${remixBuild}: run the app's Vite build first`);
  rmSync(path.join(outDir, 'chunks'), { recursive: true, force: true });

  const externals = new Set<string>();
  const started = performance.now();
  const result = await esbuild.build({
    // The stand-ins' child process of the development entry (decision 1031), started only without credentials.
    entryPoints: { server: path.join(appRoot, 'server.ts'), remix: remixBuild, 'dev-services': path.join(WORKSPACE, 'stand-ins/dev-services/src/main.ts') },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    // No keepNames: it wraps every function defined at run time in a `__name()` call
    // (Object.defineProperty on each closure a request creates, 0.4% of a partner page's CPU).
    // Errors we tell apart set their `name` themselves; stack traces map through the source map.
    metafile: true,
    logLevel: 'warning',
    // Vite's server chunks keep `import "@remix-run/react"` lines for their order; a bundled
    // package marked `sideEffects: false` has nothing to run for them.
    logOverride: { 'ignored-bare-import': 'silent' },
    // Stylesheets are the client build's business; a server import of one is a no-op.
    loader: { '.css': 'empty' },
    define: { __SITE_MARKET__: JSON.stringify(options.market), __SILCA_BUNDLE__: 'true' },
    // Bundled CommonJS (none today) may still call require().
    banner: { js: "import { createRequire as __silcaRequire } from 'node:module'; const require = __silcaRequire(import.meta.url);" },
    plugins: [
      {
        name: 'node-modules-external',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) => {
            if (path.isAbsolute(args.path)) return undefined;
            if (args.path.startsWith('@silca/')) return undefined;
            if (BUILTINS.has(args.path)) return { path: args.path, external: true };
            externals.add(packageNameOf(args.path));
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  const ms = performance.now() - started;
  const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.mjs'));
  // Only what the written files import counts (esbuild drops type-only and dead imports).
  const used = new Set<string>();
  const dynamic = new Set<string>();
  for (const [, output] of outputs) {
    for (const imp of output.imports) {
      if (!imp.external || BUILTINS.has(imp.path)) continue;
      (imp.kind === 'dynamic-import' ? dynamic : used).add(packageNameOf(imp.path));
    }
  }
  // One instance per process: a source file in two output files would be two copies of its state.
  const seen = new Map<string, string>();
  for (const [file, output] of outputs) {
    for (const input of Object.keys(output.inputs)) {
      const other = seen.get(input);
      if (other) throw new Error(`${input} is bundled twice (${other} and ${file}): one module, one instance`);
      seen.set(input, file);
    }
  }
  return {
    outDir,
    externalPackages: [...used].sort(),
    dynamicOnlyPackages: [...dynamic].filter((name) => !used.has(name) && externals.has(name)).sort(),
    bytes: outputs.reduce((sum, [, output]) => sum + output.bytes, 0),
    ms,
  };
}

/** Market id of an app folder: `SITE_MARKET` overrides the app's own, as in its Vite config. */
export async function appMarketOf(appRoot: string): Promise<string> {
  const mod = (await import(pathToFileURL(path.join(path.resolve(appRoot), 'market.ts')).href)) as {
    default: { market: string };
  };
  const { resolveMarket } = await import('@silca/i18n');
  return resolveMarket(process.env.SITE_MARKET ?? mod.default.market).id;
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (invokedDirectly) {
  const appRoot = path.resolve(process.argv[2] ?? process.cwd());
  const market = await appMarketOf(appRoot);
  const out = await bundleServer({ appRoot, market });
  process.stdout.write(
    `bundle-server: ${path.relative(process.cwd(), out.outDir)}/server.mjs (${(out.bytes / 1024).toFixed(0)} KB JS, ` +
      `${out.externalPackages.length} packages from node_modules) in ${out.ms.toFixed(0)} ms\n`,
  );
}
