/**
 * Splits `libs/site/src/server` by what each module serves (decision 0923): `http/` (the server,
 * its middleware, page cache and security), and the loaders and actions by feature: `pages/`,
 * `extranet/`, `search/`, `forms/`, `seo/`. `index.ts` stays where the package export points.
 *
 * It moves files with `git mv` (a module's `.test.ts` goes with it) and rewrites every relative
 * import or `vi.mock` path in the repository that points to a moved file, and every
 * `libs/site/src/server/<file>` mention in text. Re-runnable: files already moved, or not there,
 * are skipped, so after merging branches that edited or added files at the old places, run it
 * again and it moves what is left and fixes the new importers.
 *
 *   node --import tsx scripts/house/split-server.ts [--dry-run]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { repositoryFiles } from './files.js';

const SERVER = 'libs/site/src/server';

/** New folder -> the modules (files or folders, relative to SERVER) that go there. */
export const LAYOUT: Record<string, string[]> = {
  http: [
    'body-limit.ts',
    'cache-control.ts',
    'config.ts',
    'context.ts',
    'early-listen.ts',
    'http-errors.server.ts',
    'lifecycle.ts',
    'locale-cookie.ts',
    'locale-strings.ts',
    'log.ts',
    'on-headers.d.ts',
    'page-cache',
    'path-guard.ts',
    'plain-error-page.ts',
    'react-stream-padding.ts',
    'refusal-log.ts',
    'remix-error-log.ts',
    'render-gate.ts',
    'renderable-check.ts',
    'retry-after.ts',
    'same-origin.ts',
    'security',
    'site-config.ts',
    'style-bundles.ts',
  ],
  pages: [
    'api.server.ts',
    'breadcrumbs.server.ts',
    'client-story.server.ts',
    'collections.server.ts',
    'downloads.server.ts',
    'event-status.ts',
    'i18n.server.ts',
    'known-pages.server.ts',
    'listing-data.server.ts',
    'locale.server.ts',
    'not-found.server.ts',
    'page.server.ts',
    'root.server.ts',
    'site-navigation.server.ts',
    'story-content.server.ts',
    'story-links.server.ts',
    'story-page-memo.server.ts',
    'story-page.server.ts',
    'story-path.ts',
    'template-data.server.ts',
  ],
  extranet: [
    'access',
    'auth-origin.ts',
    'auth-routes.server.ts',
    'extranet-files.ts',
    'extranet-guard.test.ts',
    'extranet-search.server.ts',
    'extranet.server.ts',
    'shared-session-store.test.ts',
    'shared-token-store.test.ts',
  ],
  search: ['related-products.server.ts', 'search-api.server.ts', 'search-page.server.ts'],
  forms: ['form-action.server.ts'],
  seo: ['hreflang-real-shape.test.ts', 'page-languages.server.ts', 'page-seo.server.ts', 'robots.server.ts', 'route-rules.server.ts', 'sitemap.server.ts'],
};

/** Files of `dir` (relative to root), recursively, from the list git gives. */
function filesUnder(files: string[], dir: string): string[] {
  return files.filter((f) => f.startsWith(`${dir}/`));
}

/** The test file(s) that go with a module: `x.server.ts` -> `x.test.ts`, `x.server.test.ts`; `x.ts` -> `x.test.ts(x)`. */
function companions(file: string): string[] {
  const stem = file.replace(/\.d\.ts$|\.tsx?$/, '');
  const bare = stem.replace(/\.server$/, '');
  return [`${stem}.test.ts`, `${stem}.test.tsx`, `${bare}.test.ts`, `${bare}.test.tsx`];
}

/** old path -> new path, for every file still at its old place. */
export function plannedMoves(files: string[]): Map<string, string> {
  const set = new Set(files);
  const moves = new Map<string, string>();
  for (const [folder, entries] of Object.entries(LAYOUT)) {
    for (const entry of entries) {
      const from = `${SERVER}/${entry}`;
      const inside = filesUnder(files, from);
      const group = inside.length ? inside : set.has(from) ? [from, ...companions(from).filter((c) => set.has(c))] : [];
      for (const file of group) moves.set(file, `${SERVER}/${folder}/${file.slice(SERVER.length + 1)}`);
    }
  }
  return moves;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

/** The repository file a relative specifier of `fromFile` names, with how it was written; null when none. */
function resolveSpecifier(set: Set<string>, fromFile: string, spec: string): { file: string; suffix: string } | null {
  const base = posix.normalize(posix.join(posix.dirname(fromFile), spec));
  for (const ext of EXTENSIONS) if (set.has(base + ext)) return { file: base + ext, suffix: ext };
  if (spec.endsWith('.js') && set.has(base.replace(/\.js$/, '.ts'))) return { file: base.replace(/\.js$/, '.ts'), suffix: '<js>' };
  return null;
}

/** The specifier that names `target` (written as before) from `fromFile`. */
function specifierFor(fromFile: string, target: string, suffix: string): string {
  let path = target;
  if (suffix === '<js>') path = target.replace(/\.ts$/, '.js');
  else if (suffix) path = target.slice(0, target.length - suffix.length);
  let spec = posix.relative(posix.dirname(fromFile), path);
  if (!spec.startsWith('.')) spec = `./${spec}`;
  return spec;
}

/** Rewrites the relative specifiers and the `libs/site/src/server/...` mentions of one file. */
export function rewriteFile(text: string, oldPath: string, newPath: string, set: Set<string>, moves: Map<string, string>): string {
  const isCode = /\.(ts|tsx|js|mjs|cjs)$/.test(oldPath);
  let out = text;
  if (isCode) {
    out = out.replace(/(['"])(\.\.?\/[^'"\n]*)\1/g, (whole, quote: string, spec: string) => {
      const found = resolveSpecifier(set, oldPath, spec);
      if (!found) return whole;
      const target = moves.get(found.file) ?? found.file;
      if (target === found.file && newPath === oldPath) return whole;
      return `${quote}${specifierFor(newPath, target, found.suffix)}${quote}`;
    });
  }
  if (isCode && newPath !== oldPath) {
    // Paths computed from the module's own folder (`path.resolve(import.meta.dirname, '../../..')`):
    // the same place, seen from the new folder.
    out = out.replace(/(import\.meta\.dirname,\s*)(['"])(\.\.?(?:\/[^'"\n]*)?)\2/g, (whole, head: string, quote: string, rel: string) => {
      const target = posix.normalize(posix.join(posix.dirname(oldPath), rel));
      const next = posix.relative(posix.dirname(newPath), target) || '.';
      return `${head}${quote}${next}${quote}`;
    });
  }
  return out.replace(/libs\/site\/src\/server\/([A-Za-z0-9_./-]+[A-Za-z0-9_-])/g, (whole, rest: string) => {
    const path = `${SERVER}/${rest}`;
    const moved = moves.get(path);
    if (moved) return moved;
    // A folder that moved as a whole (`page-cache`, `security`).
    for (const [from, to] of moves) {
      if (from.startsWith(`${path}/`)) return to.slice(0, to.length - (from.length - path.length));
    }
    return whole;
  });
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename);
if (isMain) {
  const root = resolve(import.meta.dirname, '../..');
  const dryRun = process.argv.includes('--dry-run');
  const files = repositoryFiles(root).filter((f) => existsSync(join(root, f)) && statSync(join(root, f)).isFile());
  const set = new Set(files);
  const moves = plannedMoves(files);
  let rewritten = 0;
  for (const file of files) {
    if (!/\.(ts|tsx|js|mjs|cjs|md|json)$/.test(file) || file.includes('node_modules/')) continue;
    const text = readFileSync(join(root, file), 'utf8');
    const next = rewriteFile(text, file, moves.get(file) ?? file, set, moves);
    if (next !== text) {
      rewritten++;
      if (!dryRun) writeFileSync(join(root, file), next);
    }
  }
  for (const [from, to] of moves) {
    if (dryRun) continue;
    mkdirSync(dirname(join(root, to)), { recursive: true });
    execFileSync('git', ['mv', from, to], { cwd: root });
  }
  console.log(`${dryRun ? 'would move' : 'moved'} ${moves.size} files under ${relative(root, join(root, SERVER))}, rewrote references in ${rewritten} files`);
}
