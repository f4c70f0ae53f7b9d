import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BEGIN, END, readDecisions, renderIndex, shortStatus, withIndex } from './decisions-index.js';

describe('shortStatus', () => {
  it('drops the attribution and keeps a supersession whole', () => {
    expect(shortStatus('accepted (lead, docs/requirements/performance.md#speed-goals); supersedes 0002 (its route declaration)')).toBe(
      'accepted; supersedes 0002 (its route declaration)',
    );
    expect(shortStatus('superseded by 0780 (a small route tree)')).toBe('superseded by 0780 (a small route tree)');
    expect(shortStatus('accepted (issue). The spec leaves it open.')).toBe('accepted');
  });
});

describe('the index', () => {
  const dir = mkdtempSync(join(tmpdir(), 'decisions-'));
  writeFileSync(join(dir, '0002-old.md'), '# 0002 Old way\n\nStatus: superseded by 0780\n');
  writeFileSync(join(dir, '0780-new.md'), '# 0780: New way\n\nStatus: accepted (lead); supersedes 0002\n');
  writeFileSync(join(dir, '0900-draft.md'), '# 0900 No status yet\n');
  writeFileSync(join(dir, 'README.md'), 'intro\n');

  it('lists every record in number order with title and status', () => {
    const index = renderIndex(readDecisions(dir));
    expect(index.split('\n').filter((l) => l.startsWith('| ['))).toEqual([
      '| [0002](0002-old.md) | Old way | superseded by 0780 |',
      '| [0780](0780-new.md) | New way | accepted; supersedes 0002 |',
      '| [0900](0900-draft.md) | No status yet | (no status) |',
    ]);
  });

  it('replaces only the text between the markers, and appends them the first time', () => {
    const first = withIndex('intro\n', 'X');
    expect(first).toBe('intro\n\nX\n');
    const readme = `intro\n${BEGIN}\nold\n${END}\noutro\n`;
    expect(withIndex(readme, `${BEGIN}\nnew\n${END}`)).toBe(`intro\n${BEGIN}\nnew\n${END}\noutro\n`);
  });
});
