import { describe, expect, it } from 'vitest';
import { heapLimitCheck } from './heap-limit';

describe('heapLimitCheck (decision 0960)', () => {
  it('warns about a default-sized heap and not about the production cap', () => {
    const MB = 1024 * 1024;
    const unset = heapLimitCheck(4144 * MB);
    expect(unset.limitMb).toBe(4144);
    expect(unset.warning).toMatch(/--max-old-space-size=512/);
    // --max-old-space-size=512 gives a limit of the old generation plus the young one.
    expect(heapLimitCheck(560 * MB)).toEqual({ limitMb: 560, warning: null });
  });
});
