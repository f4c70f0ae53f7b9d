import { randomBytes } from 'node:crypto';
import { createCookie } from '@remix-run/node';
import { createSessionGate, memorySessionStore, type SessionRefusal } from '@silca/auth';
import { ContentUnavailableError, GateRefusedError, UpstreamGate } from '@silca/content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentFailure } from './http-errors.server';
import { createRefusalLog, createSessionRefusalLog, refusalLog } from './refusal-log';

/** Lines the server logger writes to stderr while `fn` runs. */
async function stderrOf(fn: () => unknown): Promise<string[]> {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await fn();
  } finally {
    spy.mockRestore();
  }
  return lines;
}

const statusOf = (fn: () => unknown): number => {
  try {
    fn();
  } catch (thrown) {
    return (thrown as Response).status;
  }
  return 0;
};

afterEach(() => {
  refusalLog.flush();
  vi.useRealTimers();
});

describe('content refusals are logged as an expected summary, not as errors (decision 0820)', () => {
  it('a flood of refused calls answers 503 each and logs one line at once and one summary, never ERROR', async () => {
    vi.useFakeTimers();
    // A real refusal: a gate with room for nobody.
    const gate = new UpstreamGate({ ratePerSecond: 1, maxQueue: 0, maxWaitMs: 100, endpoint: 'cdn/stories' });
    await gate.run(async () => null);
    const refused = await gate.run(async () => null).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GateRefusedError);

    const lines = await stderrOf(() => {
      for (let i = 0; i < 50; i++) expect(statusOf(() => contentFailure(refused, `/en/global/products/x-${i}`))).toBe(503);
      vi.advanceTimersByTime(10_000);
    });
    expect(lines.some((l) => / ERROR /.test(l))).toBe(false);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/ WARN content request refused .*"reason":"queue full".*x-0/);
    expect(lines[1]).toMatch(/ WARN content requests refused \(expected under load\) .*"total":49.*"queue full":49/);
  });

  it('a visitor who left is info; the CMS really failing stays ERROR and names the endpoint', async () => {
    const gone = new GateRefusedError('cdn/stories', 'visitor gone');
    const first = await stderrOf(() => statusOf(() => contentFailure(gone, '/it/global')));
    expect(first[0]).toMatch(/ INFO content request refused .*visitor gone/);
    const outage = new ContentUnavailableError('https://api.storyblok.com/v2/cdn/stories', { message: 'timeout', status: undefined });
    const lines = await stderrOf(() => expect(statusOf(() => contentFailure(outage, '/en/global'))).toBe(503));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/ ERROR content service unavailable .*api\.storyblok\.com/);
  });

  it('summarises per reason with a few example paths, and starts afresh after a quiet window', () => {
    vi.useFakeTimers();
    const warn = vi.fn();
    const info = vi.fn();
    const l = createRefusalLog({ windowMs: 1000, warn, info });
    l.note('circuit open', '/a');
    l.note('circuit open', '/b');
    l.note('queue full', '/c');
    l.note('visitor gone', '/d');
    expect(warn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(warn).toHaveBeenLastCalledWith('content requests refused (expected under load)', {
      total: 3,
      windowMs: 1000,
      byReason: { 'circuit open': 1, 'queue full': 1, 'visitor gone': 1 },
      examples: ['/b', '/c', '/d'],
    });
    vi.advanceTimersByTime(5000);
    l.note('queue full', '/e');
    expect(warn).toHaveBeenLastCalledWith('content request refused', { reason: 'queue full', path: '/e' });
    expect(info).not.toHaveBeenCalled();
  });
});

describe('refused session cookies are summed like other refusals (decision 1006)', () => {
  it('2,000 forged cookies write one line at once and one summary with the count, never an id', async () => {
    const warn = vi.fn();
    const info = vi.fn();
    const l = createSessionRefusalLog<SessionRefusal>({ windowMs: 60_000, warn, info });
    const gate = createSessionGate({
      store: memorySessionStore(),
      cookieName: '__silca_session',
      secrets: ['the-site-secret-of-at-least-32-characters'],
      secure: false,
      idleS: 1800,
      absoluteS: 43_200,
      cacheMs: 2000,
      now: () => Math.floor(Date.now() / 1000),
      onRefused: l.note,
    });
    const forger = createCookie('__silca_session', { secrets: ['an-attacker-secret-of-32-characters-xx'] });
    const forged = await Promise.all(Array.from({ length: 2000 }, async () => (await forger.serialize(randomBytes(32).toString('base64url'))).split(';')[0]!));
    for (const cookie of forged) expect(await gate.open(new Request('http://localhost/en/global/extranet', { headers: { cookie } }))).toBeNull();
    l.flush();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenNthCalledWith(1, 'session cookie refused', { reason: 'bad-signature' });
    expect(warn).toHaveBeenNthCalledWith(2, 'session cookies refused', { total: 1999, windowMs: 60_000, byReason: { 'bad-signature': 1999 }, examples: [] });
    expect(info).not.toHaveBeenCalled();
    const written = JSON.stringify(warn.mock.calls);
    expect(forged.some((c) => written.includes(c.split('=')[1]!.slice(0, 20)))).toBe(false);
  });
});
