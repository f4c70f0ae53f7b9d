import type { ContentService } from '../types';
import type { RequestScope } from './request-scope';

/**
 * The content service as one visitor request uses it (decision 1070, the shape of Hydrogen's
 * per-request context): every story call of the view carries `scope`, so its upstream calls end
 * when the visitor goes (docs/requirements/hardening.md#cancelled-requests), spend the request's
 * one budget and follow its speculative flag. Everything else (cache version, invalidation, health)
 * is the service's own. `scope` undefined: the service itself (background work, bounded by nothing).
 * A view of a view binds the underlying service (a view answers it as `unscoped`, a plain property
 * so that a second bundled copy of this library recognises it too), so a shared load can rebind to
 * its own scope and background work to none.
 */
export function contentForRequest<T extends ContentService>(service: T, scope: RequestScope | undefined): T {
  const base = ((service as { unscoped?: T }).unscoped ?? service) as T;
  if (!scope) return base;
  const scoped: Partial<Record<PropertyKey, unknown>> = {
    unscoped: base,
    getStory: (slug: string, opts: Parameters<ContentService['getStory']>[1]) => base.getStory(slug, { ...opts, request: scope }),
    findStoryByPath: (opts: Parameters<ContentService['findStoryByPath']>[0]) => base.findStoryByPath({ ...opts, request: scope }),
    findExtranetStory: (opts: Parameters<ContentService['findExtranetStory']>[0]) => base.findExtranetStory({ ...opts, request: scope }),
    listStories: (opts: Parameters<ContentService['listStories']>[0]) => base.listStories({ ...opts, request: scope }),
  };
  const signing = (base as { signedAssetUrl?: (path: string, request?: RequestScope) => Promise<string | null> }).signedAssetUrl;
  if (signing) scoped.signedAssetUrl = (path: string) => signing.call(base, path, scope);
  return new Proxy(base, {
    get(target, prop) {
      if (prop in scoped) return scoped[prop];
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
