import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageNameOf, patchedPackageNames } from './bundle-server';

describe('patchedPackageNames (decision 0982: patched packages travel inside the server bundle)', () => {
  it('reads scoped, unscoped, nested and development-only patch files', () => {
    expect(
      patchedPackageNames(['@remix-run+react+2.17.5.patch', 'left-pad+1.3.0.patch', 'express++qs+6.13.0.patch', 'vite+6.0.0.dev.patch', 'README.md']),
    ).toEqual(['@remix-run/react', 'left-pad', 'qs', 'vite']);
  });

  it('names the same package once when two versions are patched', () => {
    expect(patchedPackageNames(['a+1.0.0.patch', 'a+2.0.0.patch'])).toEqual(['a']);
  });

  it("names the workspace's own patches (the Remix Scripts preload priority)", () => {
    expect(patchedPackageNames(readdirSync(path.resolve(import.meta.dirname, '../patches')))).toContain('@remix-run/react');
  });
});

describe('packageNameOf', () => {
  it('cuts a subpath from scoped and unscoped specifiers', () => {
    expect(packageNameOf('@remix-run/react/dist/index.js')).toBe('@remix-run/react');
    expect(packageNameOf('remix-i18next/react')).toBe('remix-i18next');
  });
});
