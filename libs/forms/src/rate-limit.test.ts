import { describe, expect, it } from 'vitest';
import { createClientLimiter } from './rate-limit';

describe('createClientLimiter', () => {
  it('refuses the post beyond the limit in the window, per client', async () => {
    const limiter = createClientLimiter(2, 60);
    const results = [await limiter.allow('a'), await limiter.allow('a'), await limiter.allow('a'), await limiter.allow('b')];
    expect(results).toEqual([true, true, false, true]);
  });
});
