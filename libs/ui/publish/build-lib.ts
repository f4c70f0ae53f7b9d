/**
 * Publish build of `libs/ui` or `libs/blocks` (docs/requirements/architecture.md#publishable-libraries):
 * `node --import tsx libs/ui/publish/build-lib.ts <libDir>`
 * 1. ES modules and CSS in Vite library mode, one entry per `exports` entry; each chunk imports its own CSS.
 * 2. Declarations with tsc into `dist/types` (build `ui` before `blocks`: Nx `dependsOn: ^build`).
 * 3. `dist/package.json` and the README.
 * Dependencies stay external. Exits non-zero on any failure.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { libInjectCss } from 'vite-plugin-lib-inject-css';
import { createDistPackageJson, entriesFromExports, type SourcePackageJson } from './package-json';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Builds the library in `libDir` into `libDir/dist`. */
export async function buildLibrary(libDir: string): Promise<void> {
  const root = resolve(libDir);
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as SourcePackageJson;
  const { scripts, styles } = entriesFromExports(pkg.exports);
  if (Object.keys(scripts).length === 0) throw new Error(`${pkg.name}: no TypeScript entries in package.json exports`);
  const outDir = join(root, 'dist');
  rmSync(outDir, { recursive: true, force: true });

  const externals = [...Object.keys(pkg.peerDependencies ?? {}), ...Object.keys(pkg.dependencies ?? {}), 'react', 'react-dom'];
  const isExternal = (id: string) => id.startsWith('node:') || externals.some((name) => id === name || id.startsWith(`${name}/`));

  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [libInjectCss()],
    css: { modules: { generateScopedName: `silca_[local]_[hash:base64:5]` } },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: false,
      sourcemap: true,
      cssCodeSplit: true,
      copyPublicDir: false,
      lib: {
        entry: Object.fromEntries(Object.entries(scripts).map(([name, file]) => [name, join(root, file)])),
        formats: ['es'],
      },
      rollupOptions: {
        external: isExternal,
        // Both block registries import the same modules; splitting is the consuming app's job (decision 0922).
        onwarn(warning, warn) {
          if (warning.plugin === 'vite:reporter' && warning.message.includes('dynamic import will not move module')) return;
          warn(warning);
        },
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
  });

  for (const [, file] of Object.entries(styles)) {
    cpSync(join(root, file), join(outDir, file.replace(/^\.\/src\//, '')));
  }
  buildDeclarations(root, outDir);
  writeFileSync(join(outDir, 'package.json'), `${JSON.stringify(createDistPackageJson(pkg, readWorkspaceVersions()), null, 2)}\n`);
  const readme = [join(root, 'README.md'), join(root, 'src/README.md')].find((file) => existsSync(file));
  if (readme) cpSync(readme, join(outDir, 'README.md'));
}

/** tsc declarations of `src` (no tests, stories or fixtures) into `dist/types`. */
function buildDeclarations(root: string, outDir: string): void {
  const typesDir = join(outDir, 'types');
  const workspacePaths: Record<string, string[]> = {};
  for (const lib of ['ui']) {
    const libRoot = join(repoRoot, 'libs', lib);
    if (libRoot === root) continue;
    const built = join(libRoot, 'dist/types');
    if (!existsSync(join(built, 'index.d.ts'))) {
      throw new Error(`@silca/${lib} is not built: run \`npx nx run ${lib}:build\` first (${built})`);
    }
    workspacePaths[`@silca/${lib}`] = [join(built, 'index.d.ts')];
    workspacePaths[`@silca/${lib}/*`] = [join(built, '*/index.d.ts')];
  }
  const tsconfig = {
    extends: join(repoRoot, 'tsconfig.base.json'),
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      declarationMap: false,
      rootDir: join(root, 'src'),
      outDir: typesDir,
      baseUrl: root,
      paths: workspacePaths,
      types: ['node', 'vite/client'],
    },
    include: [join(root, 'src/**/*.ts'), join(root, 'src/**/*.tsx'), join(root, 'src/**/*.json')],
    exclude: [
      join(root, 'src/**/*.test.ts'),
      join(root, 'src/**/*.test.tsx'),
      join(root, 'src/**/*.stories.tsx'),
      join(root, 'src/**/*.stories.ts'),
      join(root, 'src/storybook/**'),
      join(root, 'src/testing/**'),
      join(root, 'src/test-setup.ts'),
    ],
  };
  // Inside the package, so `types` resolve from the workspace node_modules; removed afterwards.
  const configFile = join(outDir, '.tsconfig.build.json');
  writeFileSync(configFile, JSON.stringify(tsconfig));
  try {
    execFileSync(process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', configFile], {
      stdio: 'inherit',
      cwd: repoRoot,
    });
  } finally {
    rmSync(configFile, { force: true });
  }
  // Declarations may reference JSON modules (`keyof typeof en`).
  copyMatching(join(root, 'src'), typesDir, (file) => file.endsWith('.json'));
}

function copyMatching(from: string, to: string, match: (file: string) => boolean): void {
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    if (statSync(source).isDirectory()) copyMatching(source, join(to, name), match);
    else if (match(source)) {
      mkdirSync(to, { recursive: true });
      cpSync(source, join(to, name));
    }
  }
}

function readWorkspaceVersions(): Record<string, string> {
  const versions: Record<string, string> = {};
  const libs = join(repoRoot, 'libs');
  for (const name of readdirSync(libs)) {
    const file = join(libs, name, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name && pkg.version) versions[pkg.name] = pkg.version;
  }
  return versions;
}

const invokedDirectly = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const target = process.argv[2] ?? '.';
  buildLibrary(target).then(
    () => process.stdout.write(`built ${relative(repoRoot, resolve(target, 'dist')) || 'dist'}\n`),
    (error: unknown) => {
      process.stderr.write(`publish build failed: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
