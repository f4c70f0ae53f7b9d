import { AsyncResource } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { clientLeft, onceClosed } from './client-gone';
import { log } from './log';
import { plainErrorPage } from './plain-error-page';

/** RENDER_CONCURRENCY, RENDER_QUEUE_MAX, RENDER_QUEUE_WAIT_MS (docs/requirements/performance.md#render-queue). */
export interface RenderGateOptions {
  concurrency: number;
  queueMax: number;
  /** Ms. */
  maxWaitMs: number;
  /** Wait ahead of others, displacing the newest when full (decision 0883; docs/requirements/hardening.md#unknown-pages). */
  isPriority?: (req: import('express').Request) => boolean;
  /** Renders started per event-loop turn (decision 0979). Default {@link STARTS_PER_TURN}. */
  startsPerTurn?: number;
}

/** Node accepts one connection per turn, so short turns keep a burst accepted quickly (decision 0979). */
export const STARTS_PER_TURN = 1;

const RETRY_AFTER_S = 5;

/** Bounds uncached GET/HEAD renders; beyond, a fast 503 (decision 0822; docs/requirements/performance.md#render-queue). */
export function renderGate(options: RenderGateOptions): RequestHandler & { state(): { running: number; waiting: number; shed: number } } {
  let running = 0;
  let shed = 0;
  /** Priority waiters first, each group first come first served. */
  const queue: Array<{ turn: () => void; priority: boolean; displace: () => void }> = [];

  const release = () => {
    running--;
    const next = queue.shift();
    if (next) next.turn();
  };

  // Admitted renders beyond `startsPerTurn` keep their slot and start on the next turns (decision 0979).
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
    // A request whose client already left takes no slot: its 'close' is past, so the slot would never come back
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
    // A turn given from another request's `finish` must run in this request's own async context (signal, CMS budget, speculative flag).
    const turn = AsyncResource.bind(() => {
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
