import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvCell, runLeadsCli } from './cli';
import { openPglite } from './db';
import { migrate } from './migrate';
import { createLeadsStore } from './store';

describe('leads CLI', () => {
  // Four PGlite opens, each migrating (three migrations): about 60 s on a busy 2-core machine.
  it('exports leads since a date as CSV (formulas neutralised) and erases a person', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'silca-cli-'));
    try {
      const db = await openPglite(path.join(dataDir, 'leads-italy'));
      await migrate(db);
      const store = createLeadsStore(db);
      for (const [i, email] of ['a@example.com', 'b@example.com', 'A@example.com'].entries()) {
        await store.submit(
          { idempotencyKey: `cli-${i}`, market: 'italy', locale: 'it', page: '/contatti', formKey: 'contact', product: '=HYPERLINK("x")', interests: ['documentation'], email, fields: { email } },
          [],
        );
      }
      await db.close();
      const env = { DATA_DIR: dataDir };
      let out = '';
      let err = '';
      const io = { out: (t: string) => (out += t), err: (t: string) => (err += t) };
      expect(await runLeadsCli(['export', '--since', '2000-01-01', '--format', 'csv', '--market', 'italy'], env, io)).toBe(0);
      const lines = out.trim().split('\r\n');
      expect(lines[0]).toMatch(/^id,created_at,market/);
      expect(lines).toHaveLength(4);
      expect(out).toContain(`'=HYPERLINK`);
      expect(err).toContain('exported 3 leads');
      expect(await runLeadsCli(['erase', '--email', 'a@example.com', '--market', 'italy'], env, io)).toBe(0);
      expect(err).toContain('erased 2 leads');
      out = '';
      await runLeadsCli(['export', '--since', '2000-01-01', '--market', 'italy'], env, io);
      expect(out.trim().split('\r\n')).toHaveLength(2);
      expect(await runLeadsCli(['export'], env, io)).toBe(2);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('csvCell quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,"b"\nc')).toBe('"a,""b""\nc"');
    expect(csvCell('-1')).toBe(`'-1`);
  });
});
