/**
 * One SQL door for the leads store: PGlite or PostgreSQL through `pg`, the same SQL
 * (docs/requirements/architecture.md#embedded-services).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';

/** A query result: rows as plain objects. */
export interface QueryResult<Row> {
  rows: Row[];
}

/** What the store needs from a connection or a transaction. */
export interface SqlClient {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  exec(sql: string): Promise<void>;
}

/** A database: queries, transactions (`BEGIN` ... `COMMIT`, rolled back when `fn` throws), close. */
export interface Database extends SqlClient {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Creates the cluster of an empty `dataDir` in a short-lived child process (decision 0912):
 * PGlite's initdb grows its memory to about 600 MB, which a process never gives back
 * (docs/requirements/performance.md#memory). Throws with the child's error output.
 */
export async function initPgliteDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  mkdirSync(dataDir, { recursive: true });
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(process.argv[1]).then((db) => db.close());`;
  await promisify(execFile)(process.execPath, ['-e', script, dataDir], { maxBuffer: 4 * 1024 * 1024 });
}

/**
 * PGlite's buffer pool: 16 MB instead of 128 MB, since PGlite touches the whole pool at start
 * (docs/requirements/performance.md#memory, decision 0959).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** Starts PGlite in `dataDir` (created when missing) with a {@link PGLITE_SHARED_BUFFERS} pool (decision 1035). */
export async function startPglite(dataDir: string): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true });
  await initPgliteDataDir(dataDir);
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create(dataDir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] });
}

/** Opens PGlite in `dataDir` in this process (tests, the CLI, a backend without the stand-ins' child). */
export async function openPglite(dataDir: string): Promise<Database> {
  const db = await startPglite(dataDir);
  return {
    kind: 'pglite',
    query: async <Row>(sql: string, params?: unknown[]) => ({ rows: (await db.query<Row>(sql, params)).rows }),
    exec: async (sql) => void (await db.exec(sql)),
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: async <Row>(sql: string, params?: unknown[]) => ({ rows: (await tx.query<Row>(sql, params)).rows }),
          exec: async (sql) => void (await tx.exec(sql)),
        }),
      ),
    close: () => db.close(),
  };
}

/**
 * Connects a `pg` pool to `url`, at most `max` connections. With `max` 1 (PGlite behind
 * pglite-socket, decision 1035) the connection stays open while idle, since reopening it races
 * the server's count of connections.
 */
export async function openPostgres(url: string, max = 10): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max, ...(max === 1 ? { idleTimeoutMillis: 0 } : {}) });
  // An idle client losing its server must not crash the process: the next query reconnects.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    query: async <Row>(sql: string, params?: unknown[]) => ({ rows: (await pool.query(sql, params)).rows as Row[] }),
    exec: async (sql) => void (await pool.query(sql)),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <Row>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as Row[] }),
          exec: async (sql) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
