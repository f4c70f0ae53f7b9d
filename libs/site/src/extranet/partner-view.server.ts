import type { AccessMap, ViewerRoles } from '@silca/content';
import { withoutHidden } from './access/access.server';
import { toExtranetAssetUrls } from './extranet-files.server';

/** Views by policy map, loader-data value, roles and own story; weak keys, so a rebuilt map or a new content answer starts afresh. */
const views = new WeakMap<AccessMap, WeakMap<object, Map<string, unknown>>>();

function viewerKey(viewer: ViewerRoles, keep: string | undefined): string {
  return JSON.stringify([viewer === null ? null : [...new Set(viewer)].sort(), keep ?? null]);
}

/** `withoutHidden(toExtranetAssetUrls(data), ...)`, memoised (decision 0972): shared, never mutate it. */
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
