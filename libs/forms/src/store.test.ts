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

/** The same behaviour on both engines: the store's SQL must be portable (docs/requirements/forms.md#leads). */
function storeSuite(name: string, open: () => Promise<{ db: Database; done: () => Promise<void>; openOther?: () => Promise<Database> }>) {
  describe(`leads store on ${name}`, () => {
    let db: Database;
    let done: () => Promise<void>;
    let openOther: (() => Promise<Database>) | undefined;
    beforeAll(async () => {
      ({ db, done, openOther } = await open());
    });
    afterAll(async () => {
      await db?.close();
      await done?.();
    });

    it('migrates once, then is up to date; a changed migration is refused', async () => {
      expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
      expect(MIGRATIONS.map((m) => m.version)).toEqual([1, 2, 3, 4, 5]);
      expect(await migrate(db)).toEqual([]);
      const changed = MIGRATIONS.map((m) => ({ ...m, sql: m.sql + '\n-- edited' }));
      await expect(migrate(db, changed)).rejects.toThrow(/changed after it was applied/);
    });

    it('stores a lead with every recorded field and its deliveries in one transaction', async () => {
      const store = createLeadsStore(db);
      // Phones as typed and flags (migration 5) on both databases (docs/requirements/forms.md#phone-numbers, docs/requirements/forms.md#fast-submissions).
      const { id, created } = await store.submit({ ...lead('k1'), phonesTyped: { phone: '+49 (0) 30 1234567' }, flags: ['too-fast'] }, [
        { kind: 'mail', target: 'vendite@silca.it' },
      ]);
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
        phonesTyped: { phone: '+49 (0) 30 1234567' },
        flags: ['too-fast'],
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

    it('docs/requirements/hardening.md#form-tokens: a form token creates one lead, on every instance sharing the database; the same submission again is that lead', async () => {
      // A second instance: its own connection when the engine has them (PostgreSQL), else the same database.
      const other = openOther ? await openOther() : db;
      try {
        const a = createLeadsStore(db);
        const b = createLeadsStore(other);
        const token = { id: `${Date.now()}.tok-1`, expiresAt: new Date(Date.now() + 3_600_000) };
        const first = await a.submit(lead('tok-1-a', 'one@example.com'), [{ kind: 'mail', target: 'x@silca.it' }], token);
        expect(first.created).toBe(true);
        const count = await a.count();
        // Replayed with other values, on the other instance: refused, nothing stored.
        await expect(b.submit(lead('tok-1-b', 'two@example.com'), [{ kind: 'mail', target: 'x@silca.it' }], token)).rejects.toMatchObject({
          name: 'FormTokenSpentError',
        });
        expect(await a.count()).toBe(count);
        // The same submission again (a double click): the first lead, nothing new.
        expect(await b.submit(lead('tok-1-a', 'one@example.com'), [], token)).toEqual({ id: first.id, created: false });
        // Two instances racing with one fresh token and different values: exactly one lead.
        const race = { id: `${Date.now()}.tok-2`, expiresAt: new Date(Date.now() + 3_600_000) };
        const results = await Promise.allSettled([
          a.submit(lead('tok-2-a', 'race-a@example.com'), [], race),
          b.submit(lead('tok-2-b', 'race-b@example.com'), [], race),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        expect(await a.count()).toBe(count + 1);
      } finally {
        if (other !== db) await other.close();
      }
    });

    it('spent tokens past their expiry are purged (the table stays bounded)', async () => {
      const store = createLeadsStore(db);
      await store.submit(lead('tok-old', 'old@example.com'), [], { id: 'old.tok', expiresAt: new Date(Date.now() - 1000) });
      await store.submit(lead('tok-new', 'new@example.com'), [], { id: `${Date.now()}.tok-3`, expiresAt: new Date(Date.now() + 3_600_000) });
      const { rows } = await db.query<{ token_id: string }>('SELECT token_id FROM form_tokens_used WHERE expires_at < now()');
      expect(rows).toEqual([]);
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
  const url = server.url;
  return { db: await openPostgres(url), done: async () => server?.stop(), openOther: () => openPostgres(url) };
});
