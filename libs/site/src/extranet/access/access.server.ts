import { json } from '@remix-run/node';
import type { AccessMap, AccessPolicy, RequestScope, ViewerRoles } from '@silca/content';
import type { AuthUser } from '@silca/auth/shared';
import { log } from '../../server/http/log';

/** The authorization policy applied to loader data (docs/requirements/extranet.md#access, decision 0860). */

/** The roles a request is judged by: the session user's, or null for an anonymous visitor. */
export function viewerRoles(user: Pick<AuthUser, 'roles'> | null | undefined): ViewerRoles {
  return user ? [...user.roles] : null;
}

/** The current policy map, or a thrown private 503 when it cannot be built: deny, never allow by default. */
export async function policyMap(policy: AccessPolicy | undefined, request: RequestScope | undefined, headers: Record<string, string> = {}): Promise<AccessMap> {
  if (!policy) throw json({ message: 'Service unavailable' }, { status: 503, headers: { ...headers, 'Retry-After': '5' } });
  try {
    return await policy.map(request);
  } catch (error) {
    log.warn(`access policy unavailable: ${(error as Error)?.message ?? error}`);
    throw json({ message: 'Service unavailable' }, { status: 503, headers: { ...headers, 'Retry-After': '5' } });
  }
}

function isStoryLike(value: unknown): value is { uuid: string } {
  const v = value as { uuid?: unknown; full_slug?: unknown; slug?: unknown; content?: unknown };
  return typeof v?.uuid === 'string' && (typeof v.full_slug === 'string' || typeof v.slug === 'string') && typeof v.content === 'object';
}

/** `data` without what the viewer may not see (unknown stories too); `keep` is the page's own uuid. */
export function withoutHidden<T>(data: T, map: AccessMap, viewer: ViewerRoles, keep?: string): T {
  let removed = 0;
  const walk = (node: unknown, depth: number): unknown => {
    if (depth > 80 || node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) {
      const out: unknown[] = [];
      for (const item of node) {
        if (isStoryLike(item) && item.uuid !== keep && !map.canSee(viewer, item.uuid)) {
          removed++;
          continue;
        }
        out.push(walk(item, depth + 1));
      }
      return out;
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      if (isStoryLike(v) && v.uuid !== keep && !map.canSee(viewer, v.uuid)) {
        removed++;
        out[k] = null;
      } else out[k] = walk(v, depth + 1);
    }
    return out;
  };
  const result = walk(data, 0) as T;
  if (removed) log.debug('access: related items the viewer may not see were left out', { removed });
  return result;
}
