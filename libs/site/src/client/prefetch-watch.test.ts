import { MARKETS } from '@silca/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPrefetchWatcher } from './prefetch-watch';

/** A stand-in IntersectionObserver: the test says which elements enter or leave the view. */
class FakeObserver {
  static made: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.made.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  /** Reports `target` as in view (true) or out of view (false), as the browser would. */
  report(target: Element, isIntersecting: boolean) {
    if (!this.targets.has(target)) return;
    this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const link = () => ({}) as Element;

describe('createPrefetchWatcher (docs/requirements/performance.md#prefetching)', () => {
  let prefetched: string[];
  let watcher: ReturnType<typeof createPrefetchWatcher>;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.made = [];
    prefetched = [];
    watcher = createPrefetchWatcher({
      market: MARKETS.global,
      delayMs: 1000,
      prefetch: (path) => prefetched.push(path),
      IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
    });
  });
  afterEach(() => vi.useRealTimers());

  it('prefetches a page link that stays in view for the delay, once, with one observer for every link', () => {
    const a = link();
    const b = link();
    watcher.watch(a, '/en/global/products/silca-futura-pro', []);
    watcher.watch(b, '/en/global/events-and-news', []);
    expect(FakeObserver.made).toHaveLength(1);
    const observer = FakeObserver.made[0]!;
    observer.report(a, true);
    vi.advanceTimersByTime(999);
    expect(prefetched).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(prefetched).toEqual(['/en/global/products/silca-futura-pro']);
    // Done with that link: it is no longer observed, so it never prefetches again.
    observer.report(a, true);
    vi.advanceTimersByTime(5000);
    expect(prefetched).toEqual(['/en/global/products/silca-futura-pro']);
    expect(watcher.size).toBe(1);
  });

  it('does not prefetch a link that leaves the view before the delay, or one no longer watched', () => {
    const a = link();
    const b = link();
    watcher.watch(a, '/en/global/products', []);
    const stop = watcher.watch(b, '/en/global/events-and-news', []);
    const observer = FakeObserver.made[0]!;
    observer.report(a, true);
    vi.advanceTimersByTime(600);
    observer.report(a, false);
    observer.report(b, true);
    stop();
    vi.advanceTimersByTime(5000);
    expect(prefetched).toEqual([]);
    expect(watcher.size).toBe(1);
  });

  it('never prefetches extranet pages, files, other hosts, unknown paths or a noprefetch route rule', () => {
    const targets = [
      '/it/global/extranet/prodotti',
      '/_assets/f/1/brochure.pdf',
      '//evil.test/en/global',
      'https://www.silca.biz/en/global',
      '/en/global/no-such/page/here',
      '/en/global/terms-of-sale',
    ];
    const elements = targets.map(() => link());
    targets.forEach((to, i) => watcher.watch(elements[i]!, to, ['/terms-of-sale']));
    const observer = FakeObserver.made[0];
    for (const element of elements) observer?.report(element, true);
    vi.advanceTimersByTime(5000);
    expect(prefetched).toEqual([]);
  });

  it('keeps the query of a prefetched link and applies a wildcard rule to its path only', () => {
    const a = link();
    const b = link();
    watcher.watch(a, '/en/global/products?page=2', ['/events-and-news/*']);
    watcher.watch(b, '/en/global/events-and-news/events/some-event?x=1', ['/events-and-news/*']);
    const observer = FakeObserver.made[0]!;
    observer.report(a, true);
    observer.report(b, true);
    vi.advanceTimersByTime(1000);
    expect(prefetched).toEqual(['/en/global/products?page=2']);
  });
});
