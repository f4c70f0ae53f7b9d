import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What the `.server` suffix means in libs/site (decisions 0941, 1071): one folder per concern
// (`src/<concern>/`) holds its browser and server modules together, and every module that must
// never reach the browser ends in `.server.ts` (Remix's Vite plugin then refuses it in the browser
// build); `src/server/` holds only what is server-side as a whole (the Express host `http/`, the
// page loaders `pages/`, the package's `./server` entry). Browser-capable modules import nothing
// of src/server/ and no `.server` module but types.

const SRC = path.resolve(import.meta.dirname, '..');
const LOADER_FOLDERS = ['pages'];
/** The concern folders, and the browser-side folders without a concern of their own. */
const BROWSER_CAPABLE = ['forms', 'seo', 'extranet', 'search', 'i18n', 'consent', 'links', 'client', 'components'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const isTestSupport = (file: string) => /\.test\.tsx?$/.test(file) || /-fixture\.ts$/.test(file);

/** Import specifiers of a module that are not `import type` (runtime imports). */
function runtimeImports(source: string): string[] {
  const specs: string[] = [];
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gm)) {
    if (!match[2]) specs.push(match[3]!);
  }
  return specs;
}

/** Whether a runtime import makes a module server-only: Node built-ins, Express, a `.server` module or src/server/. */
function isServerOnlyImport(file: string, spec: string): boolean {
  if (spec.startsWith('node:') || spec === 'express') return true;
  if (!spec.startsWith('.')) return false;
  const target = path.resolve(path.dirname(file), spec);
  return /\.server$/.test(target) || target.startsWith(path.join(SRC, 'server') + path.sep);
}

describe('the .server suffix (decisions 0941, 1071)', () => {
  it('every module of the loader folders of src/server is a .server module', () => {
    const unsuffixed = LOADER_FOLDERS.flatMap((folder) => filesUnder(path.join(SRC, 'server', folder)))
      .filter((file) => !isTestSupport(file) && !/\.server\.tsx?$/.test(file))
      .map((file) => path.relative(SRC, file));
    expect(unsuffixed).toEqual([]);
  });

  it('in the concern folders, a module importing server-only code at runtime is a .server module', () => {
    const offending: string[] = [];
    for (const file of BROWSER_CAPABLE.flatMap((folder) => filesUnder(path.join(SRC, folder)))) {
      if (isTestSupport(file)) continue;
      // client/ and components/ are browser-side as a whole: no server module among them.
      if (/^(client|components)\//.test(path.relative(SRC, file)) && /\.server\.tsx?$/.test(file)) offending.push(path.relative(SRC, file));
      if (/\.server\.tsx?$/.test(file)) continue;
      for (const spec of runtimeImports(readFileSync(file, 'utf8'))) {
        if (isServerOnlyImport(file, spec)) offending.push(`${path.relative(SRC, file)} -> ${spec}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('finds a runtime import of server-only code and passes a type import (the check can fail)', () => {
    const source = "import { a } from '../server/pages/x.server';\nimport type { B } from '../server/y.server';\nimport { c } from 'node:fs';";
    const file = path.join(SRC, 'forms', 'probe.ts');
    expect(runtimeImports(source)).toEqual(['../server/pages/x.server', 'node:fs']);
    expect(runtimeImports(source).map((spec) => isServerOnlyImport(file, spec))).toEqual([true, true]);
    expect(isServerOnlyImport(file, './form-validation')).toBe(false);
  });
});
