import { ContentUnavailableError } from '../errors';
import { onAbort } from './abort-fan-out';

/** Bounds of the upstream gate (docs/requirements/hardening.md#slow-cms "A slow or failing CMS"). */
export interface GateOptions {
  /** Upstream calls started per second (docs/requirements/extranet.md#auth-constants: 5, or 3 with an OAuth token). */
  ratePerSecond: number;
  /** Calls waiting for a slot; beyond it a call fails at once with ContentUnavailableError. */
  maxQueue: number;
  /** Longest a call waits for its slot (ms); then it fails with ContentUnavailableError. */
  maxWaitMs: number;
  /** Label of the upstream in errors. */
  endpoint: string;
  now?: () => number;
}

interface Waiter {
  start: () => void;
  fail: (error: unknown) => void;
  signal?: AbortSignal;
  /** Forgets the waiter's abort callback (one fan-out listener per signal, abort-fan-out.ts). */
  forgetAbort?: () => void;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * Why a call was refused: `queue full`, `waited too long` (in the queue), `visitor gone` (dropped
 * while queued), `circuit open`, `out of time` (the visitor request's CMS budget, one timeout, is
 * spent: it stops waiting; the call itself still ends and informs the breaker).
 */
export type RefusalReason = 'queue full' | 'waited too long' | 'visitor gone' | 'circuit open' | 'out of time';

/**
 * A call the content layer refused or stopped waiting for without an answer of the CMS (a
 * ContentUnavailableError, so the site answers 503; its `name` stays `ContentUnavailableError`,
 * which the site checks); `reason` says why (RefusalReason).
 */
export class GateRefusedError extends ContentUnavailableError {
  constructor(
    endpoint: string,
    readonly reason: RefusalReason,
  ) {
    super(endpoint, { message: `content request refused: ${reason}` });
  }
}

/**
 * Admits upstream calls at `ratePerSecond` (a token bucket with a burst of one second's worth),
 * holding at most `maxQueue` waiting calls for at most `maxWaitMs` each (docs/requirements/hardening.md#hardening-goals): beyond that,
 * callers get a fast 503 instead of queueing without bound, and a waiting call whose `signal`
 * aborts (the visitor went away) is dropped. Background work (`background: true`) is admitted
 * only when nobody waits and a token is free, never queued, so revalidation never delays a
 * visitor. Work outside a visitor request (`unbounded`: search indexing, sitemaps) waits in its
 * own unbounded line that is served only when no visitor waits, and never counts against
 * `maxQueue`.
 */
export class UpstreamGate {
  private tokens: number;
  private last: number;
  /** Visitor calls (bounded, first served). */
  private readonly queue: Waiter[] = [];
  /** Work outside a visitor request (unbounded, served when no visitor waits). */
  private readonly system: Waiter[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Speculative calls waiting for spare capacity (awaitSpare), bounded by `maxQueue`. */
  private spareWaiters = 0;
  private readonly now: () => number;

  constructor(private readonly opts: GateOptions) {
    this.now = opts.now ?? Date.now;
    this.tokens = opts.ratePerSecond;
    this.last = this.now();
  }

  /** Calls waiting now (visitors and background work). */
  get waiting(): number {
    return this.queue.length + this.system.length;
  }

  private refill(): void {
    const t = this.now();
    this.tokens = Math.min(this.opts.ratePerSecond, this.tokens + ((t - this.last) / 1000) * this.opts.ratePerSecond);
    this.last = t;
  }

  /** Tokens kept for real pages: half the burst, rounded up (decision 0883). */
  private get reserve(): number {
    return Math.ceil(this.opts.ratePerSecond / 2);
  }

  /** True when a background call may start now (and takes its token). */
  tryBackground(): boolean {
    this.refill();
    if (this.queue.length || this.system.length || this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /**
   * True when a speculative visitor call (a URL that is no known page, decision 0883) may start
   * now, and takes its token: nobody waits and more than half the burst is left, so real pages
   * always find a slot (docs/requirements/hardening.md#hardening-goals: a flood of unknown URLs took the CMS rate of real pages).
   */
  trySpare(): boolean {
    this.refill();
    if (this.queue.length || this.system.length || this.tokens < 1 + this.reserve) return false;
    this.tokens -= 1;
    return true;
  }

  /**
   * Waits up to `maxWaitMs` for spare capacity (see {@link trySpare}) and takes its token: true
   * when admitted, false when the time ran out, `signal` aborted, or `maxWaiters` speculative
   * calls already wait. It never joins the visitor queue, so a real page never waits behind it;
   * it only looks again when the bucket could have refilled to the reserve (decision 0883: a
   * mistyped URL waits a moment for its 404 instead of a 503 whenever two real pages just ran).
   */
  async awaitSpare(maxWaitMs: number, signal?: AbortSignal, maxWaiters = this.opts.maxQueue): Promise<boolean> {
    if (this.trySpare()) return true;
    if (maxWaitMs <= 0 || this.spareWaiters >= maxWaiters || signal?.aborted) return false;
    const until = this.now() + maxWaitMs;
    this.spareWaiters++;
    try {
      for (;;) {
        const left = until - this.now();
        if (left <= 0 || signal?.aborted) return false;
        const refillMs = ((1 + this.reserve - this.tokens) / this.opts.ratePerSecond) * 1000;
        await new Promise((r) => setTimeout(r, Math.min(left, Math.max(20, Math.ceil(refillMs)))));
        if (signal?.aborted) return false;
        if (this.trySpare()) return true;
      }
    } finally {
      this.spareWaiters--;
    }
  }

  /**
   * Waits for a slot, then runs `fn`. Rejects with GateRefusedError (503) when the queue is full
   * or the wait exceeds `maxWaitMs` (the gate's, or a shorter one the caller has left; not when
   * `unbounded`: work outside a visitor request), with reason `visitor gone` when `signal` aborts
   * while waiting.
   */
  async run<T>(fn: () => Promise<T>, signal?: AbortSignal, unbounded = false, maxWaitMs = this.opts.maxWaitMs): Promise<T> {
    if (signal?.aborted) throw new GateRefusedError(this.opts.endpoint, 'visitor gone');
    this.refill();
    if (!this.queue.length && !this.system.length && this.tokens >= 1) {
      this.tokens -= 1;
      return fn();
    }
    if (!unbounded && this.queue.length >= this.opts.maxQueue) throw new GateRefusedError(this.opts.endpoint, 'queue full');
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { start: resolve, fail: reject, signal };
      const line = unbounded ? this.system : this.queue;
      const leave = (error: unknown) => {
        const i = line.indexOf(waiter);
        if (i >= 0) line.splice(i, 1);
        this.cleanup(waiter);
        reject(error);
      };
      if (!unbounded) waiter.timer = setTimeout(() => leave(new GateRefusedError(this.opts.endpoint, 'waited too long')), Math.max(0, maxWaitMs));
      if (signal) waiter.forgetAbort = onAbort(signal, () => leave(new GateRefusedError(this.opts.endpoint, 'visitor gone')));
      line.push(waiter);
      this.schedule();
    });
    return fn();
  }

  private cleanup(w: Waiter): void {
    if (w.timer) clearTimeout(w.timer);
    w.forgetAbort?.();
  }

  private schedule(): void {
    if (this.timer || (!this.queue.length && !this.system.length)) return;
    this.refill();
    const wait = this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) / this.opts.ratePerSecond) * 1000);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.refill();
      // Visitors first: background indexing never makes a visitor wait for its slot.
      while ((this.queue.length || this.system.length) && this.tokens >= 1) {
        const w = (this.queue.length ? this.queue : this.system).shift()!;
        this.tokens -= 1;
        this.cleanup(w);
        w.start();
      }
      this.schedule();
    }, wait);
    this.timer.unref?.();
  }
}
