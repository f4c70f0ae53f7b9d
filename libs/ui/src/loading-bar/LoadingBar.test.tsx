import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR, LoadingBar, loadingProgress } from './LoadingBar';

const bar = (container: HTMLElement) => container.firstElementChild as HTMLElement;

describe('LoadingBar (docs/requirements/pages.md#loading-bar)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the specified constants', () => {
    expect(LOADING_BAR).toEqual({ throttle: 200, duration: 2000, hideDelay: 500, resetDelay: 400, height: 3 });
  });

  it('stays hidden for loads shorter than the 200 ms throttle', () => {
    const { container, rerender } = render(<LoadingBar state="loading" />);
    act(() => vi.advanceTimersByTime(150));
    rerender(<LoadingBar state="idle" />);
    act(() => vi.advanceTimersByTime(2000));
    expect(bar(container).dataset['state']).toBe('idle');
  });

  it('shows after 200 ms, fills on finish, hides after 500 ms and resets 400 ms later', () => {
    const { container, rerender } = render(<LoadingBar state="loading" />);
    act(() => vi.advanceTimersByTime(199));
    expect(bar(container).dataset['state']).toBe('idle');
    act(() => vi.advanceTimersByTime(1));
    expect(bar(container).dataset['state']).toBe('loading');
    act(() => vi.advanceTimersByTime(1000));
    const mid = Number(bar(container).style.getPropertyValue('--silca-progress'));
    expect(mid).toBeGreaterThan(0.3);
    expect(mid).toBeLessThan(0.9);
    rerender(<LoadingBar state="idle" />);
    expect(bar(container).style.getPropertyValue('--silca-progress')).toBe('1');
    act(() => vi.advanceTimersByTime(499));
    expect(bar(container).dataset['state']).toBe('loading');
    act(() => vi.advanceTimersByTime(1));
    expect(bar(container).dataset['state']).toBe('idle');
    expect(bar(container).style.getPropertyValue('--silca-progress')).toBe('1');
    act(() => vi.advanceTimersByTime(400));
    expect(bar(container).style.getPropertyValue('--silca-progress')).toBe('0');
  });

  it('turns red (error) when the load fails', () => {
    const { container, rerender } = render(<LoadingBar state="loading" />);
    act(() => vi.advanceTimersByTime(300));
    rerender(<LoadingBar state="error" />);
    expect(bar(container).dataset['state']).toBe('error');
    expect(bar(container).className).toContain('error');
  });

  it('progress eases towards 90 % over the 2000 ms duration and never completes alone', () => {
    expect(loadingProgress(0)).toBe(0);
    expect(loadingProgress(1000)).toBeCloseTo(0.7875, 3);
    expect(loadingProgress(2000)).toBeCloseTo(0.9);
    expect(loadingProgress(10000)).toBeCloseTo(0.9);
  });
});
