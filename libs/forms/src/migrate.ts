import { createHash } from 'node:crypto';
import type { Database } from './db';
import { MIGRATIONS, type Migration } from './migrations';

/** A lock id of our own for `pg_advisory_xact_lock` (two servers starting at once migrate once). */
const MIGRATION_LOCK = 620_001;

const checksum = (m: Migration) => createHash('sha256').update(m.sql).digest('hex');

/**
 * Brings the database to the latest version (decision 0621), each migration in its own
 * transaction under an advisory lock. Throws when an applied migration changed or the database is
 * newer than this code. Returns the versions applied.
 */
export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const { rows } = await tx.query<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows[0]) {
        if (rows[0].checksum !== checksum(migration)) {
          throw new Error(`migration ${migration.version} (${migration.name}) was changed after it was applied`);
        }
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [migration.version, migration.name, checksum(migration)]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  const { rows } = await db.query<{ max: number | null }>('SELECT max(version) AS max FROM schema_migrations');
  const latest = migrations.at(-1)?.version ?? 0;
  if ((rows[0]?.max ?? 0) > latest) throw new Error(`database schema version ${rows[0]?.max} is newer than this code (${latest})`);
  return applied;
}
