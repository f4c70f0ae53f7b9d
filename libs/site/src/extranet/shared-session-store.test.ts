import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionKey, sqlSessionStore, sqlTokenStore, type SessionRecord } from '@silca/auth';
import type { Database } from '@silca/forms';
import { onBothDatabases, type TwoInstances } from './shared-stores-fixture';

// Partner sessions in the leads database (docs/requirements/extranet.md#session-lifetime, decision 0870): what one instance starts
// another finds, ended sessions take their tokens with them, an owner's sessions end together,
// and the table never holds the id a browser presents. PGlite and a real PostgreSQL 15.
const T0 = 1_800_000_000;
const SECRETS = ['newest-secret-of-at-least-32-characters'];
const anna = (createdAt = T0): SessionRecord => ({
  user: { sub: 'auth0|dev-partner', name: 'Anna Weber', email: 'partner@silca.test', roles: ['partner'] },
  createdAt,
  expiresAt: createdAt + 86_400,
});

function suite(name: string, open: () => Promise<TwoInstances>) {
  describe(`shared session store on ${name}`, () => {
    let dbs: TwoInstances;
    let clock = T0;
    beforeAll(async () => {
      dbs = await open();
    }, 60_000);
    afterAll(async () => dbs?.done());
    const sessions = (db: Database) => sqlSessionStore(db, { now: () => clock });

    it('a session started on one instance is found on the other, keyed by the hash of its id only', async () => {
      const key = sessionKey('browser-held-id-of-the-partner-xxxxxxxxxxx');
      await sessions(dbs.a).create(key, anna());
      expect(await sessions(dbs.b).get(key)).toEqual({ status: 'live', record: anna() });
      const { rows } = await dbs.b.query('SELECT * FROM auth_sessions');
      expect(JSON.stringify(rows)).not.toContain('browser-held-id');
      await sessions(dbs.b).delete(key);
      expect(await sessions(dbs.a).get(key)).toEqual({ status: 'unknown' });
    });

    it('ending a session deletes its tokens; a session past its day is reported expired and deleted', async () => {
      const tokens = sqlTokenStore(dbs.a, { secrets: SECRETS, now: () => clock });
      await sessions(dbs.a).create('k-tokens', anna());
      await tokens.save('k-tokens', { accessToken: 'a', refreshToken: 'r', expiresAt: T0 + 3600 }, T0 + 86_400);
      await sessions(dbs.b).delete('k-tokens');
      expect(await tokens.get('k-tokens')).toBeNull();
      await sessions(dbs.a).create('k-day', anna());
      clock = T0 + 86_400;
      try {
        expect(await sessions(dbs.b).get('k-day')).toEqual({ status: 'expired', record: anna() });
        expect(await sessions(dbs.a).get('k-day')).toEqual({ status: 'unknown' });
      } finally {
        clock = T0;
      }
    });

    it("moves a live session's end forward as it is used (idle timeout, decision 1006), never back, never for an ended one", async () => {
      await sessions(dbs.a).create('k-touch', { ...anna(), expiresAt: T0 + 1800 });
      clock = T0 + 600;
      try {
        await sessions(dbs.a).touch('k-touch', T0 + 2400);
        expect(await sessions(dbs.b).get('k-touch')).toEqual({ status: 'live', record: { ...anna(), expiresAt: T0 + 2400 } });
        await sessions(dbs.b).touch('k-touch', T0 + 2000);
        expect(await sessions(dbs.a).get('k-touch')).toEqual({ status: 'live', record: { ...anna(), expiresAt: T0 + 2400 } });
        clock = T0 + 2400;
        await sessions(dbs.a).touch('k-touch', T0 + 4200);
        expect((await sessions(dbs.b).get('k-touch')).status).toBe('expired');
      } finally {
        clock = T0;
        await sessions(dbs.a).delete('k-touch');
      }
    });

    it('ends every session of one partner (by subject or e-mail in any case), and only theirs', async () => {
      await sessions(dbs.a).create('k-anna-1', anna());
      await sessions(dbs.a).create('k-anna-2', anna(T0 + 5));
      await sessions(dbs.a).create('k-marco', {
        ...anna(),
        user: { sub: 'auth0|dev-bu-italia', name: 'Marco Rossi', email: 'bu.italia@silca.test', roles: ['partner'] },
      });
      expect((await sessions(dbs.b).list({ email: 'Partner@Silca.TEST' })).map((s) => s.key)).toEqual(['k-anna-1', 'k-anna-2']);
      expect(await sessions(dbs.a).endedAt('auth0|dev-partner')).toBeNull();
      expect(await sessions(dbs.b).deleteAll({ email: 'PARTNER@silca.test' })).toBe(2);
      // Recorded for the partner: a provider sign-in older than this opens no new session.
      expect(await sessions(dbs.a).endedAt('auth0|dev-partner')).toBe(T0);
      expect(await sessions(dbs.a).endedAt('auth0|dev-bu-italia')).toBeNull();
      expect(await sessions(dbs.a).get('k-anna-2')).toEqual({ status: 'unknown' });
      expect((await sessions(dbs.a).get('k-marco')).status).toBe('live');
      expect(await sessions(dbs.a).deleteAll({ sub: 'auth0|dev-bu-italia' })).toBe(1);
      await expect(sessions(dbs.a).deleteAll({})).rejects.toThrow(/sub or email/);
    });

    it('purges sessions past their end', async () => {
      await sessions(dbs.a).create('k-old', anna(T0 - 86_400));
      await sessions(dbs.a).create('k-new', anna());
      expect(await sessions(dbs.b).purgeExpired()).toBeGreaterThanOrEqual(1);
      const { rows } = await dbs.a.query<{ id: string }>('SELECT id FROM auth_sessions WHERE id IN ($1, $2)', ['k-old', 'k-new']);
      expect(rows.map((r) => r.id)).toEqual(['k-new']);
    });
  });
}

onBothDatabases('silca-sessions-', suite);
