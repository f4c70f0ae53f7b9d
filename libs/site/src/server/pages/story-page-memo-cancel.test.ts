import { createRequestScope, type RequestScope } from '@silca/content';
import { describe, expect, it } from 'vitest';
import { memoByStory } from './story-page-memo.server';

// docs/requirements/hardening.md#cancelled-requests: the shared computation of a page part goes on
// for the request that stays when the one that started it leaves.

describe('memoByStory and requests that leave', () => {
  it('the first request leaving stops its own wait only; the second gets the value', async () => {
    const story = {};
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    // Like a content call: refused once the signal of the scope it runs in has aborted.
    const compute = async (scope: RequestScope | undefined) => {
      await gate;
      if (scope?.signal.aborted) throw new Error('visitor gone');
      return 'parts';
    };
    const first = new AbortController();
    const second = new AbortController();
    const a = memoByStory(story, 1, 'k', createRequestScope({ signal: first.signal }), compute, 0);
    const b = memoByStory(story, 1, 'k', createRequestScope({ signal: second.signal }), compute, 1);
    a.catch(() => undefined);
    first.abort();
    await expect(a).rejects.toMatchObject({ reason: 'visitor gone' });
    release();
    expect(await b).toBe('parts');
  });
});
