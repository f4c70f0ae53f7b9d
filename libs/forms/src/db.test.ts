import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PGLITE_SHARED_BUFFERS, openPglite } from './db';

describe('openPglite', () => {
  // initdb in a child process, then two opens: about 20 s on a busy 2-core machine.
  it('opens with the small buffer pool of decision 0959 and keeps the data across a reopen', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'silca-db-'));
    try {
      const db = await openPglite(path.join(dir, 'leads'));
      const shown = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(shown.rows[0]?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
      await db.exec('CREATE TABLE kept (v text)');
      await db.query('INSERT INTO kept (v) VALUES ($1)', ['still here']);
      await db.close();
      const again = await openPglite(path.join(dir, 'leads'));
      expect((await again.query<{ v: string }>('SELECT v FROM kept')).rows).toEqual([{ v: 'still here' }]);
      expect((await again.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]?.shared_buffers).toBe('16MB');
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
