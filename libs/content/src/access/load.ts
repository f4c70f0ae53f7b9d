import type { ContentService, Story } from '../types';
import type { RequestScope } from '../client/request-scope';
import { contentForRequest } from '../client/request-view';
import { SharedLoad } from '../client/shared-load';
import { AccessMap } from './policy';

const DEFAULT_LANGUAGE = 'en';

const PER_PAGE = 100;
const MAX_PAGES = 100;

/**
 * Builds the {@link AccessMap} from every published story in the default language, extranet
 * included (server only). Throws what the content service throws: never "allow" when the CMS is down.
 */
export async function loadAccessMap(content: ContentService): Promise<AccessMap> {
  const stories: Story[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const list = await content.listStories({ startsWith: '', language: DEFAULT_LANGUAGE, page, perPage: PER_PAGE, includeExtranet: true });
    stories.push(...list.stories);
    if (list.stories.length < PER_PAGE || stories.length >= list.total) break;
  }
  return new AccessMap(stories);
}

/**
 * The policy as the server asks it: rebuilt at most every `ttlMs` (default 30 s) and after
 * `invalidate()`, one build shared by concurrent requests
 * (docs/requirements/hardening.md#cancelled-requests). A failed rebuild keeps the last good map;
 * with none the error reaches the caller (503).
 */
export class AccessPolicy {
  private current: { map: AccessMap; at: number } | null = null;
  private readonly building = new SharedLoad<AccessMap>('access policy');

  constructor(
    private readonly content: ContentService,
    private readonly opts: { ttlMs?: number; now?: () => number } = {},
  ) {}

  /** The current map; `request` stops waiting when its client leaves. */
  async map(request?: RequestScope): Promise<AccessMap> {
    const now = (this.opts.now ?? Date.now)();
    if (this.current && now - this.current.at < (this.opts.ttlMs ?? 30_000)) return this.current.map;
    return this.building.run(request, (scope) =>
      loadAccessMap(contentForRequest(this.content, scope))
        .then((map) => {
          this.current = { map, at: (this.opts.now ?? Date.now)() };
          return map;
        })
        .catch((error: unknown) => {
          if (this.current) return this.current.map;
          throw error;
        }),
    );
  }

  /** Forgets the map: the next question rebuilds it. */
  invalidate(): void {
    this.current = null;
  }
}
