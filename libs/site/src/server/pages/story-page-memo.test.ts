import { describe, expect, it } from 'vitest';
import { contentCacheVersion, memoByStory, STORY_MEMO_TTL_MS } from './story-page-memo.server';
import type { ContentService } from '@silca/content';

describe('memoByStory', () => {
  it('computes once per story answer, key and cv', async () => {
    const story = {};
    let runs = 0;
    const compute = async () => ++runs;
    expect(await memoByStory(story, 7, 'en|home|/en/global', undefined, compute, 1_000)).toBe(1);
    expect(await memoByStory(story, 7, 'en|home|/en/global', undefined, compute, 1_001)).toBe(1);
    // Another key, another cv (a publish), another answer object: computed again.
    expect(await memoByStory(story, 7, 'it|home|/it/global', undefined, compute, 1_002)).toBe(2);
    expect(await memoByStory(story, 8, 'en|home|/en/global', undefined, compute, 1_003)).toBe(3);
    expect(await memoByStory({}, 8, 'en|home|/en/global', undefined, compute, 1_004)).toBe(4);
    expect(await memoByStory(story, 8, 'en|home|/en/global', undefined, compute, 1_005)).toBe(3);
  });

  it('recomputes after the TTL even with the same cv', async () => {
    const story = {};
    let runs = 0;
    const compute = async () => ++runs;
    await memoByStory(story, 1, 'k', undefined, compute, 0);
    expect(await memoByStory(story, 1, 'k', undefined, compute, STORY_MEMO_TTL_MS - 1)).toBe(1);
    expect(await memoByStory(story, 1, 'k', undefined, compute, STORY_MEMO_TTL_MS)).toBe(2);
  });

  it('shares one computation between concurrent requests and forgets a failure', async () => {
    const story = {};
    let runs = 0;
    const failing = async () => {
      runs++;
      throw new Error('not found');
    };
    const a = memoByStory(story, 1, 'k', undefined, failing, 0);
    const b = memoByStory(story, 1, 'k', undefined, failing, 0);
    await expect(a).rejects.toThrow('not found');
    await expect(b).rejects.toThrow('not found');
    expect(runs).toBe(1);
    expect(await memoByStory(story, 1, 'k', undefined, async () => 'ok', 1)).toBe('ok');
  });

  it('never memoises without a cv', async () => {
    const story = {};
    let runs = 0;
    const compute = async () => ++runs;
    await memoByStory(story, undefined, 'k', undefined, compute);
    expect(await memoByStory(story, undefined, 'k', undefined, compute)).toBe(2);
  });
});

describe('contentCacheVersion', () => {
  it('reads the service cv when it has one', () => {
    expect(contentCacheVersion({ cacheVersion: 42 } as unknown as ContentService)).toBe(42);
    expect(contentCacheVersion({} as ContentService)).toBeUndefined();
  });
});
