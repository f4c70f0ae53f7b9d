/**
 * One SQL door for the leads store: PGlite (embedded PostgreSQL in a folder) or a PostgreSQL
 * server through `pg`. Both speak the same SQL, so the store and the migrations are written once
 * (docs/requirements/architecture.md#configuration: same code path, the embedded default is only configuration).
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
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** A database: queries, transactions (`BEGIN` ... `COMMIT`, rolled back when `fn` throws), close. */
export interface Database extends SqlClient {
  /** `pglite` or `postgres`, for logs and tests. */
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Creates the database cluster of an empty `dataDir` in a short-lived child process (docs/requirements/performance.md#speed-goals,
 * decision 0912): PGlite's initdb grows its WebAssembly memory to about 600 MB, which a process
 * never gives back; opening an existing folder needs about 200 MB. So the server's own memory
 * stays that of an opened database. Throws with the child's error output when initdb fails.
 */
export async function initPgliteDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  mkdirSync(dataDir, { recursive: true });
  // The CommonJS entry, resolved here: the child runs outside any module of ours.
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(process.argv[1]).then((db) => db.close());`;
  await promisify(execFile)(process.execPath, ['-e', script, dataDir], { maxBuffer: 4 * 1024 * 1024 });
}

/**
 * PostgreSQL's buffer pool in PGlite (docs/requirements/performance.md#memory, decision 0959): 16 MB (2,048 pages of 8 KB)
 * instead of the cluster's 128 MB. PGlite touches the whole pool when it starts, so the default
 * costs about 120 MB of resident memory for the life of the process; the leads, sessions and
 * tokens tables are a few MB, and pages the pool drops are re-read from the files (the OS cache).
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Starts PGlite in `dataDir` (created when missing, see {@link initPgliteDataDir}) with PGlite's
 * own start parameters plus a {@link PGLITE_SHARED_BUFFERS} buffer pool
 * (docs/requirements/performance.md#memory): the embedded database of {@link openPglite} and of the
 * stand-ins' child process, which serves it over the PostgreSQL wire protocol (decision 1035).
 */
export async function startPglite(dataDir: string): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true });
  await initPgliteDataDir(dataDir);
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create(dataDir, { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] });
}

/**
 * Opens PGlite in `dataDir` in this process (tests, the leads CLI, a backend without the stand-ins'
 * child); data survives restarts. See {@link startPglite}.
 */
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
 * Connects a `pg` pool to `url` (`postgres://user:pass@host:port/db`); at most `max` connections.
 * With `max` 1 (the embedded PGlite behind pglite-socket, which takes one connection at a time,
 * decision 1035) the one connection stays open while idle: closing and reopening it would race the
 * server's count of open connections.
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
