import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlTokenStore, type SessionTokens, type TokenStore } from '@silca/auth';
import type { Database } from '@silca/forms';
import { onBothDatabases, type TwoInstances } from './shared-stores-fixture';

// Partner tokens in the leads database (docs/requirements/extranet.md#session-lifetime, decision 0801): what one instance saves another
// reads, one renewal per session across instances, sealed at rest, purged after the session.
// Every case runs on PGlite and on a real PostgreSQL 15 (two pools = two instances).
const SECRETS = ['newest-secret-of-at-least-32-characters', 'older-secret-of-at-least-32-characters'];
const T0 = 1_800_000_000;

function suite(name: string, open: () => Promise<TwoInstances>) {
  describe(`shared token store on ${name}`, () => {
    let dbs: TwoInstances;
    let clock = T0;
    // Tokens belong to a session row (migration 4, decision 0870): each saved sid gets one first.
    const store = (db: Database, secrets = SECRETS): TokenStore => {
      const tokens = sqlTokenStore(db, { secrets, now: () => clock, pollMs: 20 });
      return {
        ...tokens,
        async save(sid, t, purgeAfter) {
          await db.query(
            `INSERT INTO auth_sessions (id, sub, profile, created_at, expires_at) VALUES ($1, 'auth0|t', '{}', $2, $3) ON CONFLICT (id) DO NOTHING`,
            [sid, clock, purgeAfter],
          );
          return tokens.save(sid, t, purgeAfter);
        },
      };
    };
    beforeAll(async () => {
      dbs = await open();
      // PGlite and initdb take seconds on a busy machine.
    }, 60_000);
    afterAll(async () => dbs?.done());

    it('a token saved by one instance is read by the other, sealed in the table', async () => {
      const tokens: SessionTokens = { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: T0 + 3600 };
      await store(dbs.a).save('sid-read', tokens, T0 + 86_400);
      expect(await store(dbs.b).get('sid-read')).toEqual(tokens);
      const { rows } = await dbs.b.query<{ access_token: string; refresh_token: string }>(
        'SELECT access_token, refresh_token FROM auth_tokens WHERE sid = $1',
        ['sid-read'],
      );
      expect(JSON.stringify(rows)).not.toMatch(/access-1|refresh-1/);
      // An instance with rotated secrets (the old one still listed) opens them; a stranger does not.
      expect(await store(dbs.b, ['brand-new-secret-of-32-characters-x', SECRETS[0]!]).get('sid-read')).toEqual(tokens);
      expect(await store(dbs.b, ['another-secret-of-at-least-32-chars']).get('sid-read')).toBeNull();
      await store(dbs.b).delete('sid-read');
      expect(await store(dbs.a).get('sid-read')).toBeNull();
    });

    it('concurrent renewals on two instances call the token endpoint once and both get the new token', async () => {
      await store(dbs.a).save('sid-renew', { accessToken: 'old', refreshToken: 'r0', expiresAt: T0 + 30 }, T0 + 86_400);
      let calls = 0;
      const renew = async (t: SessionTokens): Promise<SessionTokens> => {
        calls++;
        expect(t.refreshToken).toBe('r0');
        await new Promise((r) => setTimeout(r, 300));
        return { accessToken: 'new', refreshToken: 'r1', expiresAt: T0 + 3600 };
      };
      const fresh = (t: SessionTokens) => t.expiresAt - 60 > clock;
      const [sa, sb] = [store(dbs.a), store(dbs.b)];
      const results = await Promise.all([
        sa.renew('sid-renew', fresh, renew),
        sb.renew('sid-renew', fresh, renew),
        sb.renew('sid-renew', fresh, renew),
        sa.renew('sid-renew', fresh, renew),
      ]);
      expect(calls).toBe(1);
      expect(results.map((r) => r.accessToken)).toEqual(['new', 'new', 'new', 'new']);
      expect(await sb.get('sid-renew')).toEqual({ accessToken: 'new', refreshToken: 'r1', expiresAt: T0 + 3600 });
    });

    it('a renewal held elsewhere makes others wait at most the lock wait, then answer timeout', async () => {
      await store(dbs.a).save('sid-slow', { accessToken: 'old', refreshToken: 'r0', expiresAt: T0 }, T0 + 86_400);
      const fresh = () => false;
      let release: () => void = () => undefined;
      const slow = store(dbs.a).renew(
        'sid-slow',
        fresh,
        () => new Promise((resolve) => (release = () => resolve({ accessToken: 'new', expiresAt: T0 + 3600, refreshToken: 'r1' }))),
      );
      await new Promise((r) => setTimeout(r, 100));
      const started = Date.now();
      const waiting = sqlTokenStore(dbs.b, { secrets: SECRETS, now: () => clock, pollMs: 20, lockWaitMs: 400 });
      await expect(waiting.renew('sid-slow', fresh, async () => ({ accessToken: 'twice', expiresAt: 0 }))).rejects.toMatchObject({ code: 'timeout' });
      expect(Date.now() - started).toBeLessThan(2000);
      release();
      expect((await slow).accessToken).toBe('new');
      // A failed renewal releases its claim: the next caller renews.
      await expect(store(dbs.a).renew('sid-slow', fresh, async () => Promise.reject(new Error('provider down')))).rejects.toThrow('provider down');
      expect((await store(dbs.b).renew('sid-slow', fresh, async () => ({ accessToken: 'after', expiresAt: T0 + 7200 }))).accessToken).toBe('after');
    });

    it('unknown sessions are refused and sessions past their end are purged', async () => {
      await expect(
        store(dbs.a).renew(
          'nope',
          () => false,
          async () => ({ accessToken: 'x', expiresAt: 0 }),
        ),
      ).rejects.toMatchObject({ code: 'missing_refresh_token' });
      await store(dbs.a).save('sid-old', { accessToken: 'a', expiresAt: T0 + 60 }, T0 + 100);
      await store(dbs.a).save('sid-new', { accessToken: 'b', expiresAt: T0 + 60 }, T0 + 86_400);
      clock = T0 + 101;
      try {
        expect(await store(dbs.b).get('sid-old')).toBeNull();
        expect(await store(dbs.b).purgeExpired()).toBeGreaterThanOrEqual(1);
        const { rows } = await dbs.a.query<{ sid: string }>('SELECT sid FROM auth_tokens WHERE sid IN ($1, $2)', ['sid-old', 'sid-new']);
        expect(rows.map((r) => r.sid)).toEqual(['sid-new']);
      } finally {
        clock = T0;
      }
    });
  });
}

onBothDatabases('silca-tokens-', suite);
