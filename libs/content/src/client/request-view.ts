import type { ContentService } from '../types';
import type { RequestScope } from './request-scope';

/**
 * The content service as one visitor request uses it (decision 1070): every story call carries
 * `scope` (docs/requirements/hardening.md#cancelled-requests); `scope` undefined gives the service
 * itself. A view of a view binds the underlying service through the plain `unscoped` property,
 * so a second bundled copy of this library recognises it too.
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
