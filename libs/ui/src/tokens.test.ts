// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { breakpoints, colors, mediaUp } from './tokens';

const here = dirname(fileURLToPath(import.meta.url));

describe('tokens', () => {
  it('every TS colour has the same value in tokens.css', () => {
    const css = readFileSync(join(here, 'tokens.css'), 'utf8').toLowerCase();
    for (const [name, hex] of Object.entries(colors)) expect(css, name).toContain(hex);
  });

  it('covers 320 px to wide desktop', () => {
    expect(breakpoints.xs).toBe(320);
    expect(breakpoints.wide).toBeGreaterThanOrEqual(1600);
    expect(mediaUp('md')).toBe('(min-width: 768px)');
  });

  it('base.css honours prefers-reduced-motion and keeps a visible focus', () => {
    const css = readFileSync(join(here, 'base.css'), 'utf8');
    expect(css).toContain('prefers-reduced-motion: reduce');
    expect(css).toMatch(/:focus-visible\s*{\s*outline:/);
  });
});
