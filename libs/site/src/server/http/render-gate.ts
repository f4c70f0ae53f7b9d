import { AsyncResource } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { clientLeft, onceClosed } from './client-gone';
import { log } from './log';
import { plainErrorPage } from './plain-error-page';

/** Bounds of uncached page renders (RENDER_CONCURRENCY, RENDER_QUEUE_MAX, RENDER_QUEUE_WAIT_MS). */
export interface RenderGateOptions {
  /** Renders (loaders and React) in progress at once. */
  concurrency: number;
  /** Requests waiting for a render slot; beyond it a fast 503. */
  queueMax: number;
  /** Longest wait for a slot (ms); then a fast 503. */
  maxWaitMs: number;
  /**
   * Requests that go ahead of the others in the queue, and displace the newest other waiter when
   * it is full (docs/requirements/hardening.md#unknown-pages, decision 0883: known pages before unknown URLs). Default: none.
   */
  isPriority?: (req: import('express').Request) => boolean;
  /** Renders started per event-loop turn (decision 0979). Default {@link STARTS_PER_TURN}. */
  startsPerTurn?: number;
}

/**
 * Renders started per event-loop turn by default (decision 0979). Node accepts one new connection per turn
 * (libuv), and every render started in a turn runs before the next one; starting them one per
 * turn keeps a turn short, so a burst of new connections is accepted in a few milliseconds each
 * instead of a whole batch of renders each.
 */
export const STARTS_PER_TURN = 1;

/** Seconds a shed visitor is asked to wait (`Retry-After`). */
const RETRY_AFTER_S = 5;

/**
 * Admission control in front of Remix for GET/HEAD requests the page cache did not answer
 * (docs/requirements/hardening.md#hardening-goals, decision 0822): at most `concurrency` renders run at once, at most `queueMax` wait
 * (first come, first served) for at most `maxWaitMs`; a request beyond that gets a fast,
 * self-contained 503 (`Retry-After: 5`, `no-store`) that costs no render. A waiting request whose
 * visitor has gone is dropped. So a flood of distinct uncached URLs costs a bounded amount of CPU
 * at a time, and pages served from the page cache (mounted before this gate) keep their speed.
 * Other methods (form posts) pass unbounded: they are few and must not be shed. With `isPriority`
 * (known pages, decision 0883) those requests wait ahead of the others and, when the queue is
 * full, displace the newest other waiter (it gets the 503), so a flood of unknown URLs cannot
 * keep real pages out.
 * Returns the middleware and `state()` (running and waiting counts, for tests and logs).
 */
export function renderGate(options: RenderGateOptions): RequestHandler & { state(): { running: number; waiting: number; shed: number } } {
  let running = 0;
  let shed = 0;
  /** Waiters in admission order: priority ones first, each group first come first served. */
  const queue: Array<{ turn: () => void; priority: boolean; displace: () => void }> = [];

  const release = () => {
    running--;
    const next = queue.shift();
    if (next) next.turn();
  };

  // Starts paced to the event loop (decision 0979): at most `startsPerTurn` admitted renders start
  // per turn, the others keep their slot and start on the next turns.
  const startsPerTurn = options.startsPerTurn ?? STARTS_PER_TURN;
  let startsLeft = startsPerTurn;
  let refill: NodeJS.Immediate | null = null;
  const deferred: Array<() => void> = [];
  const nextTurn = () => {
    refill = null;
    startsLeft = startsPerTurn;
    while (startsLeft > 0 && deferred.length > 0) start(deferred.shift()!);
  };
  const start = (go: () => void) => {
    if (startsLeft <= 0) return void deferred.push(go);
    startsLeft--;
    refill ??= setImmediate(nextTurn);
    go();
  };

  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A request whose client already left (held during start-up) takes no slot and no place: its
    // 'close' was emitted before any listener here, so a slot it took would never come back
    // (docs/requirements/hardening.md#cancelled-requests).
    if (clientLeft(res)) return;
    const admit = () => {
      running++;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        release();
      };
      res.once('finish', finish);
      onceClosed(res, finish);
      // A visitor who left while the start waited for its turn costs no render.
      start(AsyncResource.bind(() => void (done ? undefined : next())));
    };
    if (running < options.concurrency) return admit();
    const refuse = (why: string) => {
      shed++;
      if (shed % 100 === 1) log.warn('render gate: request shed (expected under a flood)', { why, shed, path: req.path.slice(0, 200) });
      if (res.headersSent || res.destroyed) return;
      res.status(503).set({ 'Retry-After': String(RETRY_AFTER_S), 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : plainErrorPage(503));
    };
    const priority = options.isPriority?.(req) ?? false;
    if (queue.length >= options.queueMax) {
      // A known page displaces the newest other waiter rather than being shed itself.
      const victim = priority ? [...queue].reverse().find((w) => !w.priority) : undefined;
      if (!victim) return refuse('queue full');
      victim.displace();
    }
    let settled = false;
    const leave = () => {
      const i = queue.indexOf(entry);
      if (i >= 0) queue.splice(i, 1);
      clearTimeout(timer);
      res.off('close', gone);
    };
    // Bound to this request's async context: a turn is given from another request's `finish`,
    // and the render must run in its own request scope (signal, CMS budget, speculative flag),
    // not in the finished one's (docs/requirements/hardening.md#hardening-goals).
    const turn = AsyncResource.bind(() => {
      // Removed from the queue when it settles, so this is a defence only: pass the slot on.
      if (settled) return void queue.shift()?.turn();
      settled = true;
      leave();
      admit();
    });
    const entry = {
      turn,
      priority,
      displace: () => {
        if (settled) return;
        settled = true;
        leave();
        refuse('displaced by a known page');
      },
    };
    const gone = () => {
      if (settled) return;
      settled = true;
      leave();
    };
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      leave();
      refuse('waited too long');
    }, options.maxWaitMs);
    res.once('close', gone);
    if (priority) {
      const firstOther = queue.findIndex((w) => !w.priority);
      queue.splice(firstOther < 0 ? queue.length : firstOther, 0, entry);
    } else queue.push(entry);
  };
  return Object.assign(middleware, { state: () => ({ running, waiting: queue.length, shed }) });
}
