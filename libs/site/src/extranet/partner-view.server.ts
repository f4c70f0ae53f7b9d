import type { AccessMap, ViewerRoles } from '@silca/content';
import { withoutHidden } from './access/access.server';
import { toExtranetAssetUrls } from './extranet-files.server';

/**
 * Views already worked out, by policy map, then by the loader-data value they were made of, then
 * by viewer (its roles as a set) and the page's own story. Weak on both objects: a rebuilt map
 * (every 30 s, at once after a publish: libs/content `AccessPolicy`) or a new content answer
 * (the story-page memo of decision 0911 hands out new objects then) starts afresh, and nothing
 * outlives what it was made of.
 */
const views = new WeakMap<AccessMap, WeakMap<object, Map<string, unknown>>>();

/** One key per distinct set of roles and page story (the policy judges roles as a set). */
function viewerKey(viewer: ViewerRoles, keep: string | undefined): string {
  return JSON.stringify([viewer === null ? null : [...new Set(viewer)].sort(), keep ?? null]);
}

/**
 * What a partner gets of an extranet page's loader data (docs/requirements/extranet.md#no-leaks,
 * decision 0972): exactly `withoutHidden(toExtranetAssetUrls(data), map, viewer, keep)` (file URLs
 * pointing at the session-checked route, stories the viewer may not see left out), worked out
 * once per top-level value of `data`, policy map and set of roles, and reused by the requests that
 * follow. The story, its relations, SEO and head assets of a page are the story-page memo's shared
 * objects, so a partner page no longer copies and walks them on every request; values made per
 * request (listing results) miss and cost what they cost before. Each field goes through the walk
 * as the only member of an object, so depth limits and "a hidden story as a field becomes null"
 * hold exactly as for the whole data. The answer shares objects between requests: callers
 * hand it to Remix (rendered as it is, `loaderAnswer`, decision 0978) and never mutate it. Pure otherwise; no HTTP cache is involved
 * (extranet answers stay `private, no-store`).
 */
export function partnerView<T extends object>(data: T, map: AccessMap, viewer: ViewerRoles, keep?: string): T {
  let byValue = views.get(map);
  if (!byValue) views.set(map, (byValue = new WeakMap()));
  const key = viewerKey(viewer, keep);
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    if (value === null || typeof value !== 'object') {
      Object.assign(out, withoutHidden(toExtranetAssetUrls({ [name]: value }), map, viewer, keep));
      continue;
    }
    let byKey = byValue.get(value);
    if (!byKey) byValue.set(value, (byKey = new Map()));
    if (!byKey.has(key)) byKey.set(key, withoutHidden(toExtranetAssetUrls({ [name]: value }), map, viewer, keep)[name]);
    out[name] = byKey.get(key);
  }
  return out as T;
}
