import type { AppLoadContext } from '@remix-run/node';
import type { Story } from '@silca/content';
import { describe, expect, it } from 'vitest';
import { loadRelatedProducts } from './related-products.server';

/** A search layer whose `related` answers from `answer` and counts its calls. */
function searchContext(answer: () => Promise<unknown[]>) {
  let calls = 0;
  const search = {
    related: async () => {
      calls++;
      return answer();
    },
  };
  return { context: { search } as unknown as AppLoadContext, calls: () => calls };
}

const story = (uuid: string) => ({ uuid }) as Story;
const item = { id: 'p2', title: 'Silca Futura', url: '/en/global/products/silca-futura', image: null, category: 'machines' };

describe('loadRelatedProducts', () => {
  it('asks the search layer once per product and locale, then reuses the list', async () => {
    const { context, calls } = searchContext(async () => [item]);
    expect((await loadRelatedProducts({ story: story('reuse-1'), locale: 'en', context })).relatedProducts).toEqual([item]);
    expect((await loadRelatedProducts({ story: story('reuse-1'), locale: 'en', context })).relatedProducts).toEqual([item]);
    expect(calls()).toBe(1);
    await loadRelatedProducts({ story: story('reuse-1'), locale: 'it', context });
    expect(calls()).toBe(2);
  });

  it('answers an empty list on a search failure and asks again next time', async () => {
    let fail = true;
    const { context, calls } = searchContext(async () => {
      if (fail) throw new Error('Unreachable hosts');
      return [item];
    });
    expect((await loadRelatedProducts({ story: story('fail-1'), locale: 'en', context })).relatedProducts).toEqual([]);
    fail = false;
    expect((await loadRelatedProducts({ story: story('fail-1'), locale: 'en', context })).relatedProducts).toEqual([item]);
    expect(calls()).toBe(2);
  });
});
