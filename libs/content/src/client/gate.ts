import { ContentUnavailableError } from '../errors';
import { onAbort } from './abort-fan-out';

/** Bounds of the upstream gate (docs/requirements/hardening.md#content-call-bounds). */
export interface GateOptions {
  /** Upstream calls started per second (docs/requirements/content.md#client-limits). */
  ratePerSecond: number;
  /** Calls waiting for a slot; beyond it a call fails at once with ContentUnavailableError. */
  maxQueue: number;
  /** Longest a call waits for its slot (ms); then it fails with ContentUnavailableError. */
  maxWaitMs: number;
  endpoint: string;
  now?: () => number;
}

interface Waiter {
  start: () => void;
  fail: (error: unknown) => void;
  signal?: AbortSignal;
  forgetAbort?: () => void;
  timer?: ReturnType<typeof setTimeout>;
}

/** Why a call was refused; `out of time`: the visitor request's CMS budget is spent. */
export type RefusalReason = 'queue full' | 'waited too long' | 'visitor gone' | 'circuit open' | 'out of time';

/** A call refused without an answer of the CMS: a ContentUnavailableError (503), `reason` says why. */
export class GateRefusedError extends ContentUnavailableError {
  constructor(
    endpoint: string,
    readonly reason: RefusalReason,
  ) {
    super(endpoint, { message: `content request refused: ${reason}` });
  }
}

/**
 * Admits upstream calls at `ratePerSecond` (a token bucket, one second's burst) with a bounded,
 * first-served visitor queue, a background try that never queues and an unbounded line for work
 * outside a visitor request (docs/requirements/hardening.md#content-call-bounds).
 */
export class UpstreamGate {
  private tokens: number;
  private last: number;
  private readonly queue: Waiter[] = [];
  private readonly system: Waiter[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private spareWaiters = 0;
  private readonly now: () => number;

  constructor(private readonly opts: GateOptions) {
    this.now = opts.now ?? Date.now;
    this.tokens = opts.ratePerSecond;
    this.last = this.now();
  }

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

  tryBackground(): boolean {
    this.refill();
    if (this.queue.length || this.system.length || this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** True when a speculative call may start now (docs/requirements/hardening.md#unknown-page-lookups), taking its token. */
  trySpare(): boolean {
    this.refill();
    if (this.queue.length || this.system.length || this.tokens < 1 + this.reserve) return false;
    this.tokens -= 1;
    return true;
  }

  /**
   * Waits up to `maxWaitMs` for spare capacity outside the visitor queue, looking again only when
   * the bucket could have refilled to the reserve. False when the time ran out, `signal` aborted or
   * `maxWaiters` already wait.
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
   * Waits for a slot, then runs `fn`. Rejects with GateRefusedError when the queue is full, the
   * wait exceeds `maxWaitMs` (not when `unbounded`) or `signal` aborts.
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
