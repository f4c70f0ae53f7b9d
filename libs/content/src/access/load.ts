import type { ContentService, Story } from '../types';
import type { RequestScope } from '../client/request-scope';
import { contentForRequest } from '../client/request-view';
import { SharedLoad } from '../client/shared-load';
import { AccessMap } from './policy';

/** The space's default language (its slugs are the policy's). */
const DEFAULT_LANGUAGE = 'en';

const PER_PAGE = 100;
const MAX_PAGES = 100;

/**
 * Reads every published story of the space in the default language (extranet included: server
 * only, never for a visitor's listing) and builds the {@link AccessMap} of decision 0860.
 * Throws what the content service throws (CMS down: the caller answers 503, never "allow").
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
 * The policy as the server asks it: the {@link AccessMap} of the published content, rebuilt at
 * most every `ttlMs` (default 30 s; the content service's own cache answers most rebuilds) and at
 * once after `invalidate()` (publish webhook). One build at a time, shared by the requests asking
 * meanwhile: one whose client leaves stops waiting, the build goes on while another waits
 * (docs/requirements/hardening.md#cancelled-requests). While a rebuild fails the last good map
 * keeps answering, and with none the error reaches the caller (a 503, never an allow).
 */
export class AccessPolicy {
  private current: { map: AccessMap; at: number } | null = null;
  /** The build in progress, shared by every request asking meanwhile (each waits while its own client stays). */
  private readonly building = new SharedLoad<AccessMap>('access policy');

  constructor(
    private readonly content: ContentService,
    private readonly opts: { ttlMs?: number; now?: () => number } = {},
  ) {}

  /**
   * The current map (built or rebuilt when stale). `request`: the visitor request asking (it stops
   * waiting when its client leaves); none for work outside a request.
   */
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

  /** Forgets the map: the next question rebuilds it (a story was published, moved or deleted). */
  invalidate(): void {
    this.current = null;
  }
}
