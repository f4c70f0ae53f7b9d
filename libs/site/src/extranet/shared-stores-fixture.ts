import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openPglite, openPostgres, type Database } from '@silca/forms';
import { startTestPostgres } from '@silca/forms/testing';

export interface TwoInstances {
  a: Database;
  b: Database;
  done(): Promise<void>;
}

/** Runs `suite` on PGlite and PostgreSQL 15, `open` giving two instances' handles (decisions 0801, 0870). */
export function onBothDatabases(tmpPrefix: string, suite: (name: string, open: () => Promise<TwoInstances>) => void): void {
  suite('PGlite (one database, two stores)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), tmpPrefix));
    const db = await openPglite(path.join(dir, 'db'));
    await migrate(db);
    return {
      a: db,
      b: db,
      async done() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });
  suite('PostgreSQL 15 (two pools)', async () => {
    const pg = await startTestPostgres();
    const [a, b] = [await openPostgres(pg.url, 3), await openPostgres(pg.url, 3)];
    await migrate(a);
    return {
      a,
      b,
      async done() {
        await a.close();
        await b.close();
        await pg.stop();
      },
    };
  });
}
