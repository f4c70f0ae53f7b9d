import type { AppLoadContext } from '@remix-run/node';
import { automaticQueries, type BlokCollection } from '@silca/blocks';
import type { Story } from '@silca/content';
import type { Locale } from '@silca/i18n';

/**
 * Runs the Content Delivery API queries of a page's "automatic" bloks (latest news, all
 * categories of a folder...; `automaticQueries` of libs/blocks, decision 0532) through
 * libs/content, in parallel, and returns their stories by blok `_uid` for `BlocksProvider`.
 * `page` is the request's `?page=N` (news grid load-more). Extranet folders are never listed.
 */
export async function loadCollections(
  story: Story,
  locale: Locale,
  page: number,
  context: AppLoadContext,
  version: 'published' | 'draft',
): Promise<Record<string, BlokCollection>> {
  const queries = automaticQueries((story.content as { body?: unknown }).body, { page }).filter(
    (q) => !(q.params.starts_with ?? '').startsWith('global/extranet'),
  );
  const results = await Promise.all(
    queries.map(async (q) => {
      const list = await context.content.listStories({
        startsWith: q.params.starts_with ?? '',
        language: locale,
        contentType: q.params.content_type,
        sortBy: q.params.sort_by,
        perPage: q.params.per_page,
        page: q.params.page ?? 1,
        isStartpage: q.params.is_startpage === undefined ? undefined : q.params.is_startpage === 1,
        excludingSlugs: q.params.excluding_slugs,
        version,
      });
      return [q.uid, { stories: list.stories, total: list.total }] as const;
    }),
  );
  // libs/content stories are the API shape; blocks type them as open records: same objects.
  return Object.fromEntries(results) as unknown as Record<string, BlokCollection>;
}
