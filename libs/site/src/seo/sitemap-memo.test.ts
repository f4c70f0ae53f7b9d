import { describe, expect, it } from 'vitest';
import { createSitemapMemo } from './sitemap-memo.server';

// docs/requirements/hardening.md#unused-query-strings, decision 1001: one sitemap build at a time,
// shared by concurrent requests; a waiter whose client leaves is released; a failure fails all.

const bytes = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array) => new TextDecoder().decode(b);
const never = new AbortController().signal;

function gatedBuild() {
  let calls = 0;
  const gates: Array<{ resolve: (s: string) => void; reject: (e: Error) => void }> = [];
  const build = () => {
    calls++;
    return new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => gates.push({ resolve: (s) => resolve(bytes(s)), reject }));
  };
  return { build, gates, calls: () => calls };
}

describe('createSitemapMemo', () => {
  it('concurrent requests share one build, and later ones get the stored copy without building', async () => {
    const memo = createSitemapMemo();
    const b = gatedBuild();
    const waiting = Array.from({ length: 8 }, () => memo.get(7, never, b.build));
    expect(b.calls()).toBe(1);
    b.gates[0]!.resolve('<urlset/>');
    expect((await Promise.all(waiting)).map(text)).toEqual(Array(8).fill('<urlset/>'));
    expect(text(await memo.get(7, never, b.build))).toBe('<urlset/>');
    expect(b.calls()).toBe(1);
  });

  it('a waiter whose client leaves is released at once; the build finishes for the others and is kept', async () => {
    const memo = createSitemapMemo();
    const b = gatedBuild();
    const leaving = new AbortController();
    const gone = memo.get(1, leaving.signal, b.build);
    const staying = memo.get(1, never, b.build);
    leaving.abort(new Error('client left'));
    await expect(gone).rejects.toThrow('client left');
    b.gates[0]!.resolve('<urlset>1</urlset>');
    expect(text(await staying)).toBe('<urlset>1</urlset>');
    expect(text(await memo.get(1, never, b.build))).toBe('<urlset>1</urlset>');
    expect(b.calls()).toBe(1);
    // A client already gone does not wait at all.
    memo.invalidate();
    await expect(memo.get(1, AbortSignal.abort(new Error('gone')), b.build)).rejects.toThrow('gone');
  });

  it('a failed build fails for every waiter and is not kept: the next request builds again', async () => {
    const memo = createSitemapMemo();
    const b = gatedBuild();
    const waiting = [memo.get(1, never, b.build), memo.get(1, never, b.build)];
    b.gates[0]!.reject(new Error('CMS down'));
    for (const w of waiting) await expect(w).rejects.toThrow('CMS down');
    const again = memo.get(1, never, b.build);
    expect(b.calls()).toBe(2);
    b.gates[1]!.resolve('<ok/>');
    expect(text(await again)).toBe('<ok/>');
  });

  it('a publish or a new cache version waits for a new build; an old copy is served once more while it rebuilds', async () => {
    let t = 0;
    const memo = createSitemapMemo({ maxAgeMs: 1000, now: () => t });
    const b = gatedBuild();
    const first = memo.get(1, never, b.build);
    b.gates[0]!.resolve('v1');
    await first;
    // A publish while nothing builds: the next request waits for build 2.
    memo.invalidate();
    const second = memo.get(1, never, b.build);
    expect(b.calls()).toBe(2);
    b.gates[1]!.resolve('v2');
    expect(text(await second)).toBe('v2');
    // A new cv (a publish seen by the content service): build 3.
    const third = memo.get(2, never, b.build);
    b.gates[2]!.resolve('v3');
    expect(text(await third)).toBe('v3');
    // Old: served at once, one background build replaces it.
    t = 5000;
    expect(text(await memo.get(2, never, b.build))).toBe('v3');
    expect(text(await memo.get(2, never, b.build))).toBe('v3');
    expect(b.calls()).toBe(4);
    b.gates[3]!.resolve('v4');
    await new Promise((r) => setTimeout(r, 0));
    expect(text(await memo.get(2, never, b.build))).toBe('v4');
  });

  it('a publish during a build: its waiters get that build, later requests a new one started after it', async () => {
    const memo = createSitemapMemo();
    const b = gatedBuild();
    const before = memo.get(1, never, b.build);
    memo.invalidate();
    const after = memo.get(1, never, b.build);
    // One at a time: the second build has not started yet.
    expect(b.calls()).toBe(1);
    b.gates[0]!.resolve('old');
    expect(text(await before)).toBe('old');
    await new Promise((r) => setTimeout(r, 0));
    expect(b.calls()).toBe(2);
    b.gates[1]!.resolve('new');
    expect(text(await after)).toBe('new');
    expect(text(await memo.get(1, never, b.build))).toBe('new');
  });
});
