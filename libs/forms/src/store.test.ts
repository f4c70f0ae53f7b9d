import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from './db';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { createLeadsStore, type NewLead } from './store';
import { startTestPostgres, type TestPostgres } from './testing/postgres-server';

const lead = (key: string, email = 'anna@example.com'): NewLead => ({
  idempotencyKey: key,
  market: 'italy',
  locale: 'it',
  page: '/contatti',
  formKey: 'contact',
  product: 'Futura Pro',
  interests: ['offer', 'visit'],
  email,
  fields: { email, company: 'Rossi <Srl>', address: 'Via Roma 1' },
  consentVersion: '42',
  consentAt: new Date('2026-11-20T10:00:00Z'),
});

/** The same behaviour on both engines: the store's SQL must be portable (issue 10). */
function storeSuite(name: string, open: () => Promise<{ db: Database; done: () => Promise<void> }>) {
  describe(`leads store on ${name}`, () => {
    let db: Database;
    let done: () => Promise<void>;
    beforeAll(async () => {
      ({ db, done } = await open());
    });
    afterAll(async () => {
      await db?.close();
      await done?.();
    });

    it('migrates once, then is up to date; a changed migration is refused', async () => {
      expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
      expect(MIGRATIONS.map((m) => m.version)).toEqual([1, 2, 3]);
      expect(await migrate(db)).toEqual([]);
      const changed = MIGRATIONS.map((m) => ({ ...m, sql: m.sql + '\n-- edited' }));
      await expect(migrate(db, changed)).rejects.toThrow(/changed after it was applied/);
    });

    it('stores a lead with every recorded field and its deliveries in one transaction', async () => {
      const store = createLeadsStore(db);
      const { id, created } = await store.submit(lead('k1'), [{ kind: 'mail', target: 'vendite@silca.it' }]);
      expect(created).toBe(true);
      const stored = await store.get(id);
      expect(stored).toMatchObject({
        market: 'italy',
        locale: 'it',
        page: '/contatti',
        product: 'Futura Pro',
        interests: ['offer', 'visit'],
        fields: { company: 'Rossi <Srl>' },
        consentVersion: '42',
      });
      expect(stored?.consentAt?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
      expect(await store.outboxCounts()).toEqual({ pending: 1, delivered: 0 });
    });

    it('a double submit (same idempotency key) makes one lead and one delivery', async () => {
      const store = createLeadsStore(db);
      const before = await store.count();
      const [a, b] = await Promise.all([
        store.submit(lead('k2'), [{ kind: 'mail', target: 'x@silca.it' }]),
        store.submit(lead('k2'), [{ kind: 'mail', target: 'x@silca.it' }]),
      ]);
      expect(a.id).toBe(b.id);
      expect([a.created, b.created].sort()).toEqual([false, true]);
      expect(await store.count()).toBe(before + 1);
      expect((await store.outboxCounts()).pending).toBe(2);
    });

    it('a failing outbox insert rolls the lead back (no lead without its delivery)', async () => {
      const store = createLeadsStore(db);
      const before = await store.count();
      await expect(store.submit(lead('k3'), [{ kind: 'fax' as 'mail', target: 'x' }])).rejects.toThrow();
      expect(await store.count()).toBe(before);
    });

    it('claims a due job once (lease), marks it delivered, retries a failure later', async () => {
      const store = createLeadsStore(db);
      const jobs = await store.claimDue(10, 60_000);
      expect(jobs.length).toBe(2);
      expect(await store.claimDue(10, 60_000)).toEqual([]);
      await store.markDelivered(jobs[0]!.id);
      await store.markFailed(jobs[1]!.id, 'smtp down', 60_000);
      expect(await store.claimDue(10, 60_000)).toEqual([]);
      expect(await store.outboxCounts()).toEqual({ pending: 1, delivered: 1 });
      expect(jobs[0]!.lead.email).toBe('anna@example.com');
    });

    it('an expired lease is claimed again (a crashed worker loses nothing)', async () => {
      const store = createLeadsStore(db);
      await store.submit(lead('k4'), [{ kind: 'mail', target: 'x@silca.it' }]);
      const first = await store.claimDue(10, 1);
      expect(first.length).toBe(1);
      await new Promise((r) => setTimeout(r, 20));
      const again = await store.claimDue(10, 60_000);
      expect(again.map((j) => j.id)).toEqual(first.map((j) => j.id));
      expect(again[0]!.attempts).toBe(2);
    });

    it('lists leads since a date in pages, and erases by email (case-insensitive)', async () => {
      const store = createLeadsStore(db);
      for (let i = 0; i < 5; i++) await store.submit(lead(`page-${i}`, `p${i}@example.com`), []);
      const listed = [];
      for await (const l of store.listSince(new Date(Date.now() - 60_000), 2)) listed.push(l);
      expect(listed.length).toBe(await store.count());
      expect(new Set(listed.map((l) => l.id)).size).toBe(listed.length);
      const total = await store.count();
      expect(await store.eraseByEmail('ANNA@example.com')).toBe(3);
      expect(await store.count()).toBe(total - 3);
    });
  });
}

storeSuite('PGlite', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'silca-pglite-'));
  return { db: await openPglite(dir), done: async () => rmSync(dir, { recursive: true, force: true }) };
});

let server: TestPostgres | undefined;
storeSuite('PostgreSQL 15', async () => {
  server = await startTestPostgres();
  return { db: await openPostgres(server.url), done: async () => server?.stop() };
});
