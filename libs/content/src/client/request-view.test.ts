import { describe, expect, it } from 'vitest';
import type { ContentService, GetStoryOptions, ListStoriesOptions } from '../types';
import { createRequestScope, type RequestScope } from './request-scope';
import { contentForRequest } from './request-view';

/** A service that records the scope each call carried, plus one own property and method. */
function recordingService() {
  const seen: Array<RequestScope | undefined> = [];
  const service = {
    cacheVersion: 7,
    getStory: async (_slug: string, opts: GetStoryOptions) => {
      seen.push(opts.request);
      return null;
    },
    findStoryByPath: async () => null,
    findExtranetStory: async () => null,
    listStories: async (opts: ListStoriesOptions) => {
      seen.push(opts.request);
      return { stories: [], total: 0, perPage: 0, page: 1 };
    },
    health(this: { cacheVersion: number }) {
      return this.cacheVersion;
    },
  };
  return { service: service as ContentService & typeof service, seen };
}

describe('contentForRequest (decision 1070)', () => {
  it('every story call of a view carries its scope; the rest is the service own', async () => {
    const { service, seen } = recordingService();
    const scope = createRequestScope({ signal: new AbortController().signal });
    const view = contentForRequest(service, scope);
    await view.getStory('global/home', { language: 'en' });
    await view.listStories({ startsWith: 'global/', language: 'en' });
    expect(seen).toEqual([scope, scope]);
    expect(view.cacheVersion).toBe(7);
    expect(view.health()).toBe(7);
  });

  it('a view of a view binds the service to the new scope, and no scope gives the service itself', async () => {
    const { service, seen } = recordingService();
    const first = createRequestScope({ signal: new AbortController().signal });
    const shared = createRequestScope({ signal: new AbortController().signal });
    const view = contentForRequest(service, first);
    await contentForRequest(view, shared).getStory('global/home', { language: 'en' });
    expect(seen).toEqual([shared]);
    expect(contentForRequest(view, undefined)).toBe(service);
    expect(contentForRequest(service, undefined)).toBe(service);
  });
});
