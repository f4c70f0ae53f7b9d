import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** Runs a snippet in plain Node (tsx for TypeScript, no Vite: a CSS import fails there). */
function inPlainNode(code: string): string {
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

describe('@silca/blocks/content (decision 0953)', () => {
  it('loads in plain Node, without a component or CSS, and checks a story the way the page loader does', () => {
    const out = inPlainNode(`
      const c = await import('@silca/blocks/content');
      const valid = { component: 'page', _uid: 'p1', title: 'Terms', body: [{ component: 'rich_text', _uid: 'b1' }, { component: 'no_such_block', _uid: 'b2' }] };
      const normalized = c.normalizeStoryContent(valid);
      process.stdout.write(JSON.stringify({
        valid: c.hasRenderableContent(valid),
        untitled: c.hasRenderableContent({ ...valid, title: '' }),
        unknown: c.hasRenderableContent({ component: 'no_such_template', _uid: 'x' }),
        issues: normalized.issues.map((i) => i.kind + ':' + i.component),
        relations: c.BLOCK_RELATIONS.includes('product_hero.product'),
        templates: c.TEMPLATE_NAMES.length === Object.keys(c.templateSchemas).length,
      }));
    `);
    expect(JSON.parse(out)).toEqual({ valid: true, untitled: false, unknown: false, issues: ['unknown:no_such_block'], relations: true, templates: true });
  });

  it('is what the full package is not: the package index loads CSS modules, which plain Node refuses', () => {
    expect(() => inPlainNode(`await import('@silca/blocks');`)).toThrow(/\.css/);
  });
});
