import { ContentUnavailableError, GateRefusedError, UpstreamGate } from '@silca/content';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentFailure } from './http-errors.server';
import { createRefusalLog, refusalLog } from './refusal-log';

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
    expect(warn).toHaveBeenLastCalledWith('content requests refused (expected under load)', { total: 3, windowMs: 1000, byReason: { 'circuit open': 1, 'queue full': 1, 'visitor gone': 1 }, examples: ['/b', '/c', '/d'] });
    vi.advanceTimersByTime(5000);
    l.note('queue full', '/e');
    expect(warn).toHaveBeenLastCalledWith('content request refused', { reason: 'queue full', path: '/e' });
    expect(info).not.toHaveBeenCalled();
  });
});
