import type { AppLoadContext } from '@remix-run/node';
import { automaticQueries, type AutomaticQuery, type BlokCollection } from '@silca/blocks';
import { storyDefaultPath, storyDisplayName, type Story } from '@silca/content';
import type { Locale } from '@silca/i18n';
import { eventStatusAt, withEventStatus } from './event-status.server';

/** `?month=YYYY-MM` and `?year=YYYY` of an events listing (docs/requirements/pages.md#interface-elements). */
export interface EventFilter {
  month?: string;
  year?: number;
}

/** Reads the event pickers' query; anything malformed is ignored (never a 500). */
export function parseEventFilter(search: URLSearchParams | undefined): EventFilter {
  const month = search?.get('month') ?? '';
  const year = Number(search?.get('year') ?? '');
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (m) return { month, year: Number(m[1]) };
  return Number.isInteger(year) && year >= 1900 && year <= 2200 ? { year } : {};
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const epoch = (v: unknown) => Date.parse(text(v).replace(' ', 'T') + (text(v).length === 16 ? ':00Z' : ''));

/** Events in the order of docs/requirements/content.md#event-dates, those overlapping the picked period. `now` in ms. */
export function orderEvents(stories: readonly Story[], filter: EventFilter, now: number): Story[] {
  const range = (s: Story) => {
    const c = s.content as Record<string, unknown>;
    const from = epoch(c.date_from);
    const to = Number.isNaN(epoch(c.date_to)) ? from : epoch(c.date_to);
    // `live_event` only says it is streamed.
    return { from, to, live: eventStatusAt(c, now) === 'live' };
  };
  let window: [number, number] | null = null;
  if (filter.month) {
    const [y, m] = filter.month.split('-').map(Number) as [number, number];
    window = [Date.UTC(y, m - 1, 1), Date.UTC(y, m, 1) - 1];
  } else if (filter.year) {
    window = [Date.UTC(filter.year, 0, 1), Date.UTC(filter.year + 1, 0, 1) - 1];
  }
  const kept = stories.filter((s) => {
    if (!window) return true;
    const { from, to } = range(s);
    return !Number.isNaN(from) && from <= window[1] && to >= window[0];
  });
  const rank = (s: Story) => {
    const r = range(s);
    if (r.live) return 0;
    return r.to >= now ? 1 : 2;
  };
  return kept.sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    if (ra !== rb) return ra - rb;
    const fa = range(a).from;
    const fb = range(b).from;
    return ra === 2 ? fb - fa : fa - fb;
  });
}

function eventMonths(stories: readonly Story[]): string[] {
  const out = new Set<string>();
  for (const s of stories) {
    const c = s.content as Record<string, unknown>;
    const from = text(c.date_from).slice(0, 7);
    if (/^\d{4}-\d{2}$/.test(from)) out.add(from);
  }
  return [...out].sort();
}

/** A story cut down to what listing cards read: no rich text, no nested bloks (docs/requirements/performance.md#front-end-budget). */
export function cardStory(story: Story, locale: string): Story {
  const content: Record<string, unknown> = {};
  const asset = (value: unknown) => {
    if (!value || typeof value !== 'object' || typeof (value as { filename?: unknown }).filename !== 'string') return value;
    const { filename, alt, focus } = value as { filename: string; alt?: unknown; focus?: unknown };
    return { filename, ...(typeof alt === 'string' && alt ? { alt } : {}), ...(typeof focus === 'string' && focus ? { focus } : {}) };
  };
  for (const [key, value] of Object.entries(story.content as Record<string, unknown>)) {
    if (key.includes('__i18n__')) continue;
    if (value && typeof value === 'object' && !Array.isArray(value) && (value as { type?: unknown }).type === 'doc') continue;
    if (Array.isArray(value) && value.some((v) => v && typeof v === 'object' && 'component' in v)) continue;
    if (Array.isArray(value)) {
      content[key] = value.slice(0, 1).map(asset);
      continue;
    }
    content[key] = asset(value);
  }
  return {
    uuid: story.uuid,
    name: storyDisplayName(story),
    slug: story.slug,
    // The card carries no `lang` to strip a language answer's `it/` prefix with.
    full_slug: storyDefaultPath(story),
    first_published_at: story.first_published_at,
    published_at: story.published_at,
    translated_slugs: (story.translated_slugs ?? []).filter((t) => t.lang === locale),
    content,
  } as unknown as Story;
}

/**
 * The stories of a page's automatic bloks by blok `_uid` (decisions 0532, 0681), trimmed for cards; `page` is
 * `?page=N`, `search` carries the event pickers' `month`/`year`. Extranet folders are never listed.
 */
export async function loadCollections(
  story: Story,
  locale: Locale,
  page: number,
  context: AppLoadContext,
  version: 'published' | 'draft',
  search?: URLSearchParams,
): Promise<Record<string, BlokCollection>> {
  const queries = automaticQueries((story.content as { body?: unknown }).body, { page }).filter(
    (q) => !(q.params.starts_with ?? '').startsWith('global/extranet'),
  );
  const filter = parseEventFilter(search);
  const results = await Promise.all(queries.map(async (q) => [q.uid, await runQuery(q, locale, context, version, filter)] as const));
  // Blocks type the same API-shaped stories as open records.
  return Object.fromEntries(results) as unknown as Record<string, BlokCollection>;
}

async function runQuery(q: AutomaticQuery, locale: Locale, context: AppLoadContext, version: 'published' | 'draft', filter: EventFilter) {
  const isEvents = q.component === 'news_grid' && q.params.content_type === 'event';
  const list = await context.content.listStories({
    startsWith: q.params.starts_with ?? '',
    language: locale,
    contentType: q.params.content_type,
    sortBy: q.params.sort_by,
    // Events are ordered and filtered here, so all are read.
    perPage: isEvents ? 100 : q.params.per_page,
    page: isEvents ? 1 : (q.params.page ?? 1),
    isStartpage: q.params.is_startpage === undefined ? undefined : q.params.is_startpage === 1,
    excludingSlugs: q.params.excluding_slugs,
    version,
  });
  if (!isEvents) return { stories: list.stories.map((s) => cardStory(withEventStatus(s, Date.now()), locale)), total: list.total };
  const now = Date.now();
  const ordered = orderEvents(list.stories, filter, now);
  return {
    stories: ordered.slice(0, q.params.per_page).map((s) => cardStory(withEventStatus(s, now), locale)),
    total: ordered.length,
    months: eventMonths(list.stories),
    filter,
  };
}
