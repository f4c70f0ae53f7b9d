import path from 'node:path';
import { sqlSessionStore, type SessionOwner } from '@silca/auth';
import { migrate, openPglite, openPostgres, readLeadsConfig } from '@silca/forms';

/** Where the CLI writes: results (stdout) and messages (stderr). */
export interface SessionsCliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

const USAGE = `Usage:
  npm run sessions -- list --user partner@example.com [--market global]
  npm run sessions -- end --user partner@example.com [--market global]
  (--sub 'auth0|...' instead of --user picks the partner by subject)
Store: DATABASE_URL, else PGlite in DATA_DIR/leads-{market} (stop that market's site first:
PGlite is one process per folder). Sessions ended here stop opening pages within SESSION_CACHE_MS.`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/**
 * `npm run sessions -- list|end --user <email>` (docs/requirements/extranet.md#session-lifetime, decision 0870): lists or ends every
 * server-side session of a partner (by e-mail, case-insensitive, or `--sub`), with their tokens,
 * in the leads database the sites use. Prints no session id. Returns the exit code: 0 done,
 * 2 usage.
 */
export async function runSessionsCli(argv: string[], env: Record<string, string | undefined>, io: SessionsCliIo): Promise<number> {
  const [command, ...args] = argv;
  const email = option(args, 'user');
  const sub = option(args, 'sub');
  const market = option(args, 'market') ?? env.SITE_MARKET ?? 'global';
  if ((command !== 'list' && command !== 'end') || (!email && !sub) || (email !== undefined && !email.includes('@')) || !/^[a-z]+$/.test(market)) {
    io.err(`${USAGE}\n`);
    return 2;
  }
  const owner: SessionOwner = { email, sub };
  const config = readLeadsConfig(env);
  const db = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL, 2) : await openPglite(path.join(config.DATA_DIR, `leads-${market}`));
  try {
    await migrate(db);
    const store = sqlSessionStore(db);
    if (command === 'list') {
      for (const { record } of await store.list(owner)) {
        io.out(
          `${JSON.stringify({ sub: record.user.sub, email: record.user.email, name: record.user.name, roles: record.user.roles, started: new Date(record.createdAt * 1000).toISOString(), ends: new Date(record.expiresAt * 1000).toISOString() })}\n`,
        );
      }
      return 0;
    }
    const ended = await store.deleteAll(owner);
    io.err(`ended ${ended} session${ended === 1 ? '' : 's'} of ${email ?? sub}\n`);
    return 0;
  } finally {
    await db.close();
  }
}
