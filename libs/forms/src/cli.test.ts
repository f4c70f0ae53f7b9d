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
          {
            idempotencyKey: `cli-${i}`,
            market: 'italy',
            locale: 'it',
            page: '/contatti',
            formKey: 'contact',
            product: '=HYPERLINK("x")',
            interests: ['documentation'],
            email,
            fields: { email },
          },
          [],
        );
      }
      // A phone as the visitor grouped it (E.164 in `fields`), on a lead kept although sent too fast.
      await store.submit(
        {
          idempotencyKey: 'cli-phone',
          market: 'italy',
          locale: 'it',
          page: '/contatti',
          formKey: 'contact',
          interests: ['phone'],
          email: 'phone@example.com',
          fields: { email: 'phone@example.com', phone: '+49301234567' },
          phonesTyped: { phone: '+49 (0) 30 1234567' },
          flags: ['too-fast'],
        },
        [],
      );
      await db.close();
      const env = { DATA_DIR: dataDir };
      let out = '';
      let err = '';
      const io = { out: (t: string) => (out += t), err: (t: string) => (err += t) };
      expect(await runLeadsCli(['export', '--since', '2000-01-01', '--format', 'csv', '--market', 'italy'], env, io)).toBe(0);
      const lines = out.trim().split('\r\n');
      expect(lines[0]).toMatch(/^id,created_at,market/);
      expect(lines).toHaveLength(5);
      expect(out).toContain(`'=HYPERLINK`);
      expect(err).toContain('exported 4 leads');
      // Sales read the phone as typed and in international format (docs/requirements/forms.md#phone-numbers), and the flag.
      const header = lines[0]!.split(',');
      const phoneRow = lines.find((l) => l.includes('phone@example.com'))!;
      expect(phoneRow).toContain('phone: +49 (0) 30 1234567 / international +49 30 1234567');
      expect(phoneRow.split(',')[header.indexOf('flags')]).toBe('too-fast');
      out = '';
      expect(await runLeadsCli(['export', '--since', '2000-01-01', '--format', 'json', '--market', 'italy'], env, io)).toBe(0);
      const json = out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { email: string; flags: string[]; phones: unknown });
      expect(json.find((l) => l.email === 'phone@example.com')).toMatchObject({
        flags: ['too-fast'],
        phones: { phone: { typed: '+49 (0) 30 1234567', international: '+49 30 1234567', e164: '+49301234567' } },
      });
      expect(await runLeadsCli(['erase', '--email', 'a@example.com', '--market', 'italy'], env, io)).toBe(0);
      expect(err).toContain('erased 2 leads');
      out = '';
      await runLeadsCli(['export', '--since', '2000-01-01', '--market', 'italy'], env, io);
      expect(out.trim().split('\r\n')).toHaveLength(3);
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
