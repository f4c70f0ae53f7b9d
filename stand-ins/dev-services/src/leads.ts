/**
 * The leads store's embedded services in the stand-ins' child (decision 1035,
 * docs/requirements/architecture.md#embedded-services): PGlite served by pglite-socket without
 * DATABASE_URL, the SMTP sink without SMTP_URL, reached by the site with its real clients.
 */
import path from 'node:path';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { leadsDataDir, startPglite, startSmtpSink, type LeadsConfig } from '@silca/forms/embedded';

/** Where the embedded leads services listen (the `ready` message's `leads`). */
export interface LeadsStandIns {
  /** `postgres://` URL of the PGlite server; absent with DATABASE_URL. */
  databaseUrl?: string;
  /** The SMTP sink; absent with SMTP_URL. */
  smtp?: { url: string; dir: string };
  close(): Promise<void>;
}

/**
 * Starts what the configuration leaves to the embedded default. PGlite runs one statement at a
 * time, so the socket takes one connection and refuses a second.
 */
export async function startLeadsStandIns(config: LeadsConfig, market: string | undefined): Promise<LeadsStandIns> {
  const closers: Array<() => Promise<void>> = [];
  const close = async () => {
    // The socket first, so no statement reaches a closed database; the database last, so it is left consistent.
    for (const closer of closers.reverse()) await closer().catch(() => undefined);
  };
  const started: LeadsStandIns = { close };
  try {
    if (!config.DATABASE_URL) {
      const db = await startPglite(leadsDataDir(config, market));
      closers.push(() => db.close());
      const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
      await server.start();
      closers.push(() => server.stop());
      started.databaseUrl = `postgres://postgres@${server.getServerConn()}/postgres`;
    }
    if (!config.SMTP_URL) {
      const sink = await startSmtpSink({ dir: path.join(config.DATA_DIR, 'mail'), port: config.SMTP_SINK_PORT });
      closers.push(() => sink.close());
      started.smtp = { url: sink.url, dir: sink.dir };
    }
  } catch (error) {
    await close();
    throw error;
  }
  return started;
}
