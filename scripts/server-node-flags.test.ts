import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './lib/server-node-flags';

const ROOT = path.resolve(import.meta.dirname, '..');
const MARKETS = ['global', 'italy', 'spain', 'france', 'germany'];

describe('production start flags (decision 0960)', () => {
  it('caps the old generation at a size that leaves room for the live heap', () => {
    const cap = SERVER_NODE_FLAGS.map((f) => /^--max-old-space-size=(\d+)$/.exec(f)?.[1]).find(Boolean);
    expect(Number(cap)).toBeGreaterThanOrEqual(384);
    expect(Number(cap)).toBeLessThanOrEqual(1024);
  });

  it.each(MARKETS)('the start script of site-%s runs the bundle with them', (market) => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, `apps/site-${market}/package.json`), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(`NODE_ENV=production node ${SERVER_NODE_FLAGS.join(' ')} build/server.mjs`);
  });
});
