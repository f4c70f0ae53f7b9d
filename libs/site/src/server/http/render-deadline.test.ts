import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderDeadline } from './render-deadline';

describe('renderDeadline (decision 0976)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('aborts a render whose stream has not ended by the deadline', () => {
    const abort = vi.fn();
    renderDeadline(abort, 5_000).until(new PassThrough());
    vi.advanceTimersByTime(4_999);
    expect(abort).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(abort).toHaveBeenCalledOnce();
  });

  it('leaves no timer holding the render once React has written the whole document', async () => {
    const abort = vi.fn();
    const body = new PassThrough();
    renderDeadline(abort, 5_000).until(body);
    const finished = new Promise((resolve) => body.once('finish', resolve));
    body.resume();
    body.end('<html></html>');
    await finished;
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(abort).not.toHaveBeenCalled();
  });

  it('clears the timer when the stream is destroyed before it ended (the visitor left)', async () => {
    const abort = vi.fn();
    const body = new PassThrough();
    renderDeadline(abort, 5_000).until(body);
    body.destroy();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(abort).not.toHaveBeenCalled();
  });

  it('cancel() clears it at once (a shell error: nothing was piped)', () => {
    const abort = vi.fn();
    renderDeadline(abort, 5_000).cancel();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(abort).not.toHaveBeenCalled();
  });
});
