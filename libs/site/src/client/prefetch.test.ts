import { describe, expect, it } from 'vitest';
import { createPrefetchQueue, pageDataUrl, prefetchAllowed } from './prefetch';

describe('prefetchAllowed (docs/requirements/performance.md#prefetching)', () => {
  it('says no with data saver or a 2g connection, yes otherwise or when the browser says nothing', () => {
    expect(prefetchAllowed({ connection: { saveData: true, effectiveType: '4g' } })).toBe(false);
    expect(prefetchAllowed({ connection: { effectiveType: '2g' } })).toBe(false);
    expect(prefetchAllowed({ connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(prefetchAllowed({ connection: { effectiveType: '3g' } })).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });
});

describe('createPrefetchQueue', () => {
  it('runs at most four at once, each key once, and goes on after failures', async () => {
    const queue = createPrefetchQueue(4);
    let peak = 0;
    let active = 0;
    const done: string[] = [];
    const release: Array<() => void> = [];
    const task =
      (key: string, fail = false) =>
      () =>
        new Promise<void>((resolve, reject) => {
          active++;
          peak = Math.max(peak, active);
          release.push(() => {
            active--;
            done.push(key);
            if (fail) reject(new Error('offline'));
            else resolve();
          });
        });
    for (let i = 0; i < 10; i++) queue.add(`/p${i}`, task(`/p${i}`, i === 0));
    queue.add('/p1', task('/p1-again'));
    expect(queue.running).toBe(4);
    while (release.length > 0) {
      release.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(peak).toBe(4);
    expect(done).toEqual(Array.from({ length: 10 }, (_, i) => `/p${i}`));
  });
});

describe('pageDataUrl (decision 1044)', () => {
  it('is the `.data` URL a navigation asks for the page route, query kept', () => {
    const at = (path: string) => String(pageDataUrl(new URL(path, 'https://www.silca.biz')));
    expect(at('/en/global/products?page=2#top')).toBe('https://www.silca.biz/en/global/products.data?page=2&_routes=page');
    expect(at('/')).toBe('https://www.silca.biz/_root.data?_routes=page-index');
    expect(at('/en/global')).toBe('https://www.silca.biz/en/global.data?_routes=page');
  });
});
