import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBlockSchemas } from './content-schemas';
import { validateSpaceRouteRules } from './content-validate-rules';

const CONTENT = path.resolve(import.meta.dirname, '..', 'content');

/** A copy of the embedded space without its binary assets, with the global rules replaced. */
function spaceWithGlobalRules(rules: Record<string, unknown>[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'space-'));
  for (const name of ['space.json', 'assets.json', 'asset-folders.json', 'stories', 'datasources', 'drafts']) {
    cpSync(path.join(CONTENT, name), path.join(dir, name), { recursive: true });
  }
  const file = path.join(dir, 'stories/global/settings/route-rules.json');
  const json = JSON.parse(readFileSync(file, 'utf8'));
  json.story.content.rules = rules.map((r, i) => ({ _uid: `r${i}`, component: 'route_rule', status: '301', noindex: false, noprefetch: false, ...r }));
  writeFileSync(file, JSON.stringify(json));
  return dir;
}

describe('content:validate route rules', async () => {
  const schemas = Object.fromEntries(await loadBlockSchemas());

  it('accepts the embedded space as it is', () => {
    expect(validateSpaceRouteRules(CONTENT, schemas)).toEqual([]);
  });

  it('names the story and the rule of a loop, a duplicate, a malformed pattern and a redirect to no page', () => {
    const dir = spaceWithGlobalRules([
      { pattern: '/loop-a', redirect: '/loop-b' },
      { pattern: '/loop-b', redirect: '/loop-a' },
      { pattern: '/products/silca-futura', redirect: '/products/silca-futura-pro' },
      { pattern: '/products/silca-futura', redirect: '/about-us' },
      { pattern: 'products/*/old', redirect: '/about-us' },
      { pattern: '/gone', redirect: '/products/no-such-product' },
    ]);
    const lines = validateSpaceRouteRules(dir, schemas).map((p) => `${p.story} ${p.field}: ${p.message}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^global\/settings\/route-rules rules \/loop-a: redirect loop/),
        expect.stringMatching(/rules \/products\/silca-futura: duplicate pattern/),
        expect.stringMatching(/rules products\/\*\/old: malformed pattern/),
        expect.stringMatching(/rules \/gone: redirect to \/products\/no-such-product, which is no page/),
      ]),
    );
    expect(lines.join('\n')).not.toMatch(/silca-futura-pro, which is no page/);
  });
});
