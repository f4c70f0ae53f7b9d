/**
 * Automatic blocks list stories the editor does not pick; blocks never fetch (docs/requirements/architecture.md#dependency-direction), so
 * the site runs `automaticQueries` and passes the results as `collections` by blok `_uid` (decision 0532).
 */
import { useBlocksContext, type BlokCollection } from './context';

/** Parameters of `GET cdn/stories` (docs/requirements/content.md#delivery-api), as storyblok-js-client takes them. */
export interface StoriesQuery {
  starts_with?: string;
  content_type?: string;
  sort_by?: string;
  per_page: number;
  page?: number;
  is_startpage?: 0 | 1;
  excluding_slugs?: string;
}

export interface AutomaticQuery {
  uid: string;
  component: string;
  params: StoriesQuery;
}

type Blokish = { _uid?: unknown; component?: unknown; [key: string]: unknown };

function folder(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().replace(/^\/+/, '');
  if (trimmed === '') return undefined;
  return trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
}

function positive(value: unknown, fallback: number, max: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

const NEWS_SORT: Record<string, string> = { news_article: 'content.date:desc', event: 'content.date_from:desc', athlete: 'position:asc' };

/** The query of one automatic blok, or null when it needs none. */
export function automaticQuery(blok: Blokish, options: { page?: number } = {}): AutomaticQuery | null {
  const uid = typeof blok._uid === 'string' ? blok._uid : '';
  const component = typeof blok.component === 'string' ? blok.component : '';
  if (!uid) return null;
  switch (component) {
    case 'categories_sorting_automatic': {
      const starts = folder(blok.folder);
      if (!starts) return null;
      return { uid, component, params: { starts_with: starts, content_type: 'category', sort_by: 'content.name:asc', per_page: 100 } };
    }
    case 'pages_sorting': {
      const starts = folder(blok.folder);
      if (!starts || (Array.isArray(blok.pages) && blok.pages.length > 0)) return null;
      const sort = blok.sort === 'date' ? 'first_published_at:desc' : blok.sort === 'position' ? 'position:asc' : 'name:asc';
      return { uid, component, params: { starts_with: starts, sort_by: sort, per_page: 50, is_startpage: 0 } };
    }
    case 'news_carousel': {
      const starts = folder(blok.folder);
      if (!starts || (Array.isArray(blok.news) && blok.news.length > 0)) return null;
      const type = blok.content_type === 'event' ? 'event' : 'news_article';
      return {
        uid,
        component,
        params: { starts_with: starts, content_type: type, sort_by: NEWS_SORT[type] ?? 'content.date:desc', per_page: positive(blok.limit, 8, 25) },
      };
    }
    case 'news_grid': {
      const starts = folder(blok.folder);
      if (!starts) return null;
      const type = blok.content_type === 'event' ? 'event' : blok.content_type === 'athlete' ? 'athlete' : 'news_article';
      const perPage = positive(blok.per_page, 9, 25);
      const page = positive(options.page, 1, 1000);
      // Pages 1..N in one request, so "load more" works without JavaScript (docs/requirements/pages.md#listings).
      return {
        uid,
        component,
        params: { starts_with: starts, content_type: type, sort_by: NEWS_SORT[type] ?? 'content.date:desc', per_page: Math.min(100, perPage * page) },
      };
    }
    default:
      return null;
  }
}

/** The queries a blok list needs, nested `body`/`items` included; `page` is the request's `?page=N`. Never throws. */
export function automaticQueries(bloks: unknown, options: { page?: number } = {}): AutomaticQuery[] {
  const out: AutomaticQuery[] = [];
  const visit = (value: unknown, depth: number) => {
    if (!Array.isArray(value) || depth > 8) return;
    for (const entry of value) {
      if (!entry || typeof entry !== 'object') continue;
      const query = automaticQuery(entry as Blokish, options);
      if (query) out.push(query);
      for (const key of ['body', 'items', 'columns']) visit((entry as Blokish)[key], depth + 1);
    }
  };
  visit(bloks, 0);
  return out;
}

export function useCollection(uid: string): BlokCollection {
  const { collections } = useBlocksContext();
  return (Object.hasOwn(collections, uid) ? collections[uid] : undefined) ?? { stories: [] };
}
