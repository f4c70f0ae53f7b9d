import { currentRequestSignal, runInRequestScope } from '@silca/content';
import { describe, expect, it } from 'vitest';
import { memoByStory } from './story-page-memo.server';

// docs/requirements/hardening.md#cancelled-requests: the shared computation of a page part goes on
// for the request that stays when the one that started it leaves.

describe('memoByStory and requests that leave', () => {
  it('the first request leaving stops its own wait only; the second gets the value', async () => {
    const story = {};
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    // Like a content call: refused once the request signal it runs under has aborted.
    const compute = async () => {
      await gate;
      if (currentRequestSignal()?.aborted) throw new Error('visitor gone');
      return 'parts';
    };
    const first = new AbortController();
    const second = new AbortController();
    const a = runInRequestScope({ signal: first.signal }, () => memoByStory(story, 1, 'k', compute, 0));
    const b = runInRequestScope({ signal: second.signal }, () => memoByStory(story, 1, 'k', compute, 1));
    a.catch(() => undefined);
    first.abort();
    await expect(a).rejects.toMatchObject({ reason: 'visitor gone' });
    release();
    expect(await b).toBe('parts');
  });
});
