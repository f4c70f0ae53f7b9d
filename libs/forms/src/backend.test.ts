import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { afterEach, describe, expect, it } from 'vitest';
import { startLeadsBackend } from './backend';
import { leadsDataDir, readLeadsConfig } from './config';
import { startPglite } from './db';
import { startSmtpSink } from './smtp-sink';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// The embedded default of decision 1035, as the stand-ins' child runs it: PGlite behind
// pglite-socket (one connection) and the SMTP sink, both reached by the backend over the network.
describe('startLeadsBackend with the stand-ins', () => {
  it('stores through the PGlite server over one pg connection, mails the given sink and starts neither itself', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'silca-leads-standin-'));
    dirs.push(dataDir);
    const config = readLeadsConfig({ DATA_DIR: dataDir });
    const pglite = await startPglite(leadsDataDir(config, 'global'));
    const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 1 });
    await server.start();
    const sink = await startSmtpSink({ dir: path.join(dataDir, 'child-mail') });
    try {
      const backend = await startLeadsBackend({
        env: { DATA_DIR: dataDir, LEADS_OUTBOX_POLL_MS: '30' },
        market: 'global',
        standIn: { databaseUrl: `postgres://postgres@${server.getServerConn()}/postgres`, smtp: { url: sink.url, dir: sink.dir } },
      });
      expect(backend.database.kind).toBe('postgres');
      expect(backend.service.mailDir).toBe(sink.dir);
      // Concurrent submits share the one connection: each transaction runs whole, none is lost.
      const submits = await Promise.all(
        [1, 2, 3, 4].map((i) =>
          backend.service.submit({
            idempotencyKey: `standin-${i}`,
            market: 'global',
            locale: 'en',
            page: '/en/global/contact-us',
            formKey: 'contact',
            interests: ['documentation'],
            email: `s${i}@example.com`,
            fields: { email: `s${i}@example.com` },
          }),
        ),
      );
      expect(submits.every((s) => s.created)).toBe(true);
      await backend.service.drainOutbox();
      const mails = readdirSync(sink.dir).filter((f) => f.endsWith('.eml'));
      expect(mails).toHaveLength(4);
      expect(readFileSync(path.join(sink.dir, mails[0]!), 'utf8')).toContain('sales@silca.biz');
      expect(await backend.ready()).toBe(true);
      await backend.close();
      // No sink of its own under DATA_DIR/mail: the child's is the one.
      expect(existsSync(path.join(dataDir, 'mail'))).toBe(false);
      // The rows are in PGlite's folder, as the child's own connection sees them.
      expect((await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM leads')).rows[0]!.n).toBe(4);
    } finally {
      await server.stop();
      await sink.close();
      await pglite.close();
    }
  }, 120_000);
});
