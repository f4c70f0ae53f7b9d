import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Mails in an app's local SMTP sink (`$E2E_DATA_DIR/<app>/mail/*.eml`, README "Where local mail lands") that
 * mention `needle`, polled every 200 ms until at least `count` are there or `timeoutMs` (ms) has
 * passed: the outbox worker delivers after the lead is stored. Returns the mails found (raw text).
 */
export async function mailsWith(app: string, needle: string, opts: { count?: number; timeoutMs?: number } = {}): Promise<string[]> {
  const { count = 1, timeoutMs = 15_000 } = opts;
  const dir = path.join(process.env.E2E_DATA_DIR as string, app, 'mail');
  const end = Date.now() + timeoutMs;
  let found: string[] = [];
  while (Date.now() < end) {
    found = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => readFileSync(path.join(dir, f), 'utf8'))
          .filter((m) => m.includes(needle))
      : [];
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  return found;
}
