import { describe, expect, it } from 'vitest';
import { packageNameOf } from './bundle-server';

describe('packageNameOf', () => {
  it('cuts a subpath from scoped and unscoped specifiers', () => {
    expect(packageNameOf('@remix-run/react/dist/index.js')).toBe('@remix-run/react');
    expect(packageNameOf('remix-i18next/react')).toBe('remix-i18next');
  });
});
