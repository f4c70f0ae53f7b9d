import { describe, expect, it } from 'vitest';
import { poolSamples, quantile } from './latency';

describe('quantile', () => {
  it('takes the nearest rank: p99 of 1..200 is 198, p50 is 100', () => {
    const values = Array.from({ length: 200 }, (_, i) => 200 - i);
    expect(quantile(values, 0.99)).toBe(198);
    expect(quantile(values, 0.5)).toBe(100);
    expect(values[0]).toBe(200);
  });

  it('gives the extremes at 0 and 1, and NaN for no values', () => {
    expect(quantile([5, 1, 9], 0)).toBe(1);
    expect(quantile([5, 1, 9], 1)).toBe(9);
    expect(quantile([], 0.99)).toBeNaN();
  });
});

describe('poolSamples', () => {
  it('keeps first answers and answers on open connections apart across runs', () => {
    const pooled = poolSamples([
      { first: [300], open: [10, 20] },
      { first: [250, 40], open: [30] },
    ]);
    expect(pooled).toEqual({ first: [300, 250, 40], open: [10, 20, 30] });
    // The pooled median of 10, 20, 30, 40, 250, 300 by nearest rank.
    expect(quantile([...pooled.first, ...pooled.open], 0.5)).toBe(30);
  });
});
