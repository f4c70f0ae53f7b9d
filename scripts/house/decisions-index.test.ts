import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BEGIN, END, numbersAfter, readDecisions, renderIndex, shortStatus, statusProblems, withIndex } from './decisions-index.js';

describe('shortStatus', () => {
  it('drops the attribution and keeps a supersession whole', () => {
    expect(shortStatus('accepted (lead, docs/requirements/performance.md#measuring); supersedes 0002 (its route declaration)')).toBe(
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

describe('statusProblems', () => {
  const dir = mkdtempSync(join(tmpdir(), 'decisions-'));
  writeFileSync(join(dir, '0100-a.md'), '# 0100 A\n\nStatus: accepted; superseded in part by 0300 (the cookie)\n');
  writeFileSync(join(dir, '0200-b.md'), '# 0200 B\n\nStatus: accepted\n');
  writeFileSync(join(dir, '0300-c.md'), '# 0300 C\n\nStatus: accepted (lead); supersedes in part 0100 (the cookie) and\n0200 (its ranking)\n');
  writeFileSync(join(dir, '0400-d.md'), '# 0400 D\n\nStatus: superseded by 0999\n');
  writeFileSync(join(dir, '0500-e.md'), '# 0500 E\n\nNo status here.\n');

  it('reads the numbers of a clause, not those its parentheses explain or the next clause', () => {
    expect(numbersAfter('supersedes in part 0781 (the 2024 stand-in) and 0953; refines 0700', /supersedes/)).toEqual(['0781', '0953']);
    expect(numbersAfter('Supersedes the BM25 ranking of decision 0810 (its lookups stay).', /supersedes|replaces/)).toEqual(['0810']);
  });

  it('finds a missing Status, a replaced record that does not say so, and a replacement that does not exist', () => {
    expect(statusProblems(readDecisions(dir))).toEqual([
      { file: '0200-b.md', message: 'superseded by 0300 (its Status says so), but its own Status does not name 0300' },
      { file: '0400-d.md', message: 'superseded by 0999, which does not exist' },
      { file: '0500-e.md', message: 'no Status line' },
    ]);
  });
});
