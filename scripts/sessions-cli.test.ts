import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionKey, sqlSessionStore, type SessionRecord } from '@silca/auth';
import { migrate, openPglite } from '@silca/forms';
import { runSessionsCli } from './sessions-cli';

// The operators' sessions CLI (docs/requirements/extranet.md#session-lifetime): lists and ends a partner's sessions in the site's
// embedded database (the folder a stopped site left), never printing a session id.
const dataDir = mkdtempSync(path.join(tmpdir(), 'silca-sessions-cli-'));
const env = { DATA_DIR: dataDir };
const now = Math.floor(Date.now() / 1000);
const record = (sub: string, email: string, name: string): SessionRecord => ({
  user: { sub, email, name, roles: ['partner'] },
  createdAt: now,
  expiresAt: now + 86_400,
});

async function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runSessionsCli(argv, env, { out: (t) => void (out += t), err: (t) => void (err += t) });
  return { code, out, err };
}

beforeAll(async () => {
  const db = await openPglite(path.join(dataDir, 'leads-global'));
  await migrate(db);
  const store = sqlSessionStore(db);
  await store.create(sessionKey('laptop-id'), record('auth0|dev-partner', 'partner@silca.test', 'Anna Weber'));
  await store.create(sessionKey('phone-id'), record('auth0|dev-partner', 'partner@silca.test', 'Anna Weber'));
  await store.create(sessionKey('marco-id'), record('auth0|dev-bu-italia', 'bu.italia@silca.test', 'Marco Rossi'));
  await db.close();
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run sessions', () => {
  it("lists a partner's sessions, then ends them all and only theirs", async () => {
    const listed = await run('list', '--user', 'Partner@silca.test');
    expect(listed.code).toBe(0);
    expect(
      listed.out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).name),
    ).toEqual(['Anna Weber', 'Anna Weber']);
    expect(listed.out).not.toMatch(/laptop-id|phone-id|[0-9a-f]{64}/);
    const ended = await run('end', '--user', 'partner@silca.test');
    expect(ended).toMatchObject({ code: 0, err: 'ended 2 sessions of partner@silca.test\n' });
    expect((await run('list', '--user', 'partner@silca.test')).out).toBe('');
    expect((await run('list', '--sub', 'auth0|dev-bu-italia')).out).toContain('Marco Rossi');
  }, 60_000);

  it('refuses a command without a partner, or a bad one, with the usage (exit 2)', async () => {
    for (const argv of [[], ['end'], ['end', '--user', 'not-an-email'], ['drop', '--user', 'a@b.c'], ['end', '--user', 'a@b.c', '--market', '../x']]) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.err).toContain('Usage:');
    }
  });
});
