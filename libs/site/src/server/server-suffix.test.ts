import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What the `.server` suffix means in libs/site (decision 0941): every module of the loader and
// action folders carries it (Remix's Vite plugin then refuses it in the browser build), and the
// browser-side code (client/, components/) imports nothing of src/server/ but types.

const SRC = path.resolve(import.meta.dirname, '..');
const LOADER_FOLDERS = ['pages'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const isTestSupport = (file: string) => /\.test\.tsx?$/.test(file) || /-fixture\.ts$/.test(file);

/** Relative import specifiers of a module that are not `import type` (runtime imports). */
function runtimeImports(source: string): string[] {
  const specs: string[] = [];
  for (const match of source.matchAll(/^\s*(import|export)\s+(type\s+)?[^'";]*?from\s+'(\.[^']+)'/gm)) {
    if (!match[2]) specs.push(match[3]!);
  }
  return specs;
}

describe('the .server suffix (decision 0941)', () => {
  it('every module of the loader and action folders is a .server module', () => {
    const unsuffixed = LOADER_FOLDERS.flatMap((folder) => filesUnder(path.join(SRC, 'server', folder)))
      .filter((file) => !isTestSupport(file) && !/\.server\.tsx?$/.test(file))
      .map((file) => path.relative(SRC, file));
    expect(unsuffixed).toEqual([]);
  });

  it('browser-side code imports nothing of src/server but types, and holds no .server module', () => {
    const offending: string[] = [];
    for (const file of [...filesUnder(path.join(SRC, 'client')), ...filesUnder(path.join(SRC, 'components'))]) {
      if (isTestSupport(file)) continue;
      if (/\.server\.tsx?$/.test(file)) offending.push(path.relative(SRC, file));
      for (const spec of runtimeImports(readFileSync(file, 'utf8'))) {
        if (path.resolve(path.dirname(file), spec).startsWith(path.join(SRC, 'server') + path.sep)) offending.push(`${path.relative(SRC, file)} -> ${spec}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('finds a runtime import and passes a type import (the check can fail)', () => {
    expect(runtimeImports("import { a } from '../server/pages/x.server';\nimport type { B } from '../server/y.server';")).toEqual(['../server/pages/x.server']);
  });
});
