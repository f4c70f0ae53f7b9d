import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_IN_PUBLISHED_CODE, findForbidden } from './forbidden';

const libs = join(import.meta.dirname, '../..');

/** Product source files of a library: no tests, stories, Storybook fixtures or test helpers. */
function productSources(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name === 'storybook' || name === 'testing' || name === '__fixtures__') continue;
      files.push(...productSources(path));
    } else if (/\.tsx?$/.test(name) && !/\.(test|stories|spec)\.tsx?$/.test(name) && name !== 'test-setup.ts') {
      files.push(path);
    }
  }
  return files;
}

describe('publishable libraries contain no server code and no environment access (docs/requirements/architecture.md#workspace-layout)', () => {
  it.each(['ui', 'blocks'])('libs/%s/src', (lib) => {
    const offenders = productSources(join(libs, lib, 'src')).flatMap((file) =>
      findForbidden(readFileSync(file, 'utf8')).map((rule) => `${relative(libs, file)}: ${rule}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the detector catches what it should', () => {
    expect(findForbidden('const k = process.env.TOKEN')).toHaveLength(1);
    expect(findForbidden('if (import.meta.env.DEV) {}')).toHaveLength(1);
    expect(findForbidden("import fs from 'node:fs'")).toHaveLength(1);
    expect(findForbidden("import { readFile } from 'fs'")).toHaveLength(1);
    expect(findForbidden("import { json } from '@remix-run/node'")).toHaveLength(1);
    expect(findForbidden("import { getStory } from './story.server'")).toHaveLength(1);
    expect(findForbidden("import { useState } from 'react'")).toEqual([]);
    expect(FORBIDDEN_IN_PUBLISHED_CODE.length).toBeGreaterThan(4);
  });
});
