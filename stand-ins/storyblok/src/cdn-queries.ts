import { ParamError, matchesAny, matchesFilter, matchesSearch, parseFilterQuery, sortStories } from './query';
import { MAX_INLINE_RESOLVED, collectLinkUuids, collectRelationUuids, linkUrlObject, parseRelationSpecs } from './resolve';
import type { Store, StoredStory } from './store';
import type { Story } from '@silca/content';

/** What the embedded Content Delivery API answers apart from HTTP (decisions 0400 and 0891); the router is api.ts. */

/** Default and maximum page sizes of the CDN API (docs/requirements/content.md#client-limits, Storyblok API v2). */
export const CDN_DEFAULT_PER_PAGE = 25;
/** Largest `per_page` of a stories listing (larger values are capped, as Storyblok does). */
export const CDN_MAX_PER_PAGE = 100;
/** Largest `per_page` of the links endpoint. */
export const LINKS_MAX_PER_PAGE = 1000;

/**
 * Parameters of the stories endpoints; v2 answers anything else 422 naming the parameter, as
 * Storyblok does. `filter_query[...]` keys are checked by parseFilterQuery.
 */
const STORY_PARAMS = new Set([
  'token',
  'version',
  'cv',
  'language',
  'fallback_lang',
  'resolve_relations',
  'resolve_level',
  'resolve_links',
  'resolve_links_level',
  'resolve_assets',
  'from_release',
  'find_by',
  'excluding_fields',
  'excluding_story_fields',
  'starts_with',
  'search_term',
  'sort_by',
  'per_page',
  'page',
  'by_slugs',
  'excluding_slugs',
  'published_at_gt',
  'published_at_lt',
  'first_published_at_gt',
  'first_published_at_lt',
  'updated_at_gt',
  'updated_at_lt',
  'in_workflow_stages',
  'content_type',
  'level',
  'excluding_ids',
  'by_ids',
  'by_uuids',
  'by_uuids_ordered',
  'with_tag',
  'is_startpage',
  'filter_query_v2',
  '_',
]);

/** Refuses a parameter the stories endpoints do not know (422 `{name: [message]}`). */
export function checkKnownParams(q: URLSearchParams): void {
  for (const name of q.keys()) {
    if (name === 'filter_query' || name.startsWith('filter_query[')) continue;
    if (!STORY_PARAMS.has(name)) throw new ParamError(name, `is not a parameter of this endpoint`);
  }
}

export type Version = 'published' | 'draft';

export interface Ctx {
  store: Store;
  version: Version;
  lang: string | null;
  fallbackLang: string | null;
  query: URLSearchParams;
}

export function intParam(q: URLSearchParams, name: string, fallback: number, min: number, max?: number): number {
  const raw = q.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw)) throw new ParamError(name, 'must be an integer');
  const n = Number(raw);
  if (n < min) throw new ParamError(name, `must be greater than or equal to ${min}`);
  return max !== undefined ? Math.min(n, max) : n;
}

export function shape(ctx: Ctx, entry: StoredStory): Story {
  const story = ctx.store.toCdn(entry, { lang: ctx.lang, fallbackLang: ctx.fallbackLang, editable: ctx.version === 'draft' });
  const excluded = ctx.query.get('excluding_fields');
  if (excluded) {
    const content = { ...story.content } as Record<string, unknown>;
    for (const name of excluded.split(',').map((f) => f.trim())) if (name && name !== 'component' && name !== '_uid') delete content[name];
    story.content = content as Story['content'];
  }
  return story;
}

/**
 * Documented parameters the embedded server does not implement: refused with 422 rather than
 * ignored (docs/requirements/architecture.md#stand-in-contracts, decision 0400).
 */
const UNSUPPORTED_PARAMS: Record<string, string> = {
  from_release: 'releases are not supported by the embedded server (decision 0400)',
  resolve_assets: 'resolve_assets is not supported by the embedded server (decision 0400)',
  in_workflow_stages: 'workflow stages are not supported by the embedded server (decision 0400)',
  excluding_story_fields: 'excluding_story_fields is not supported by the embedded server (decision 0400)',
  filter_query_v2: 'filter_query_v2 is not supported by the embedded server (decision 0400)',
};

/** Refuses documented parameters that are not implemented, and levels beyond what is. */
function checkParams(q: URLSearchParams): void {
  for (const [name, message] of Object.entries(UNSUPPORTED_PARAMS)) if (q.has(name)) throw new ParamError(name, message);
  for (const name of ['resolve_level', 'resolve_links_level']) {
    const raw = q.get(name);
    if (raw === null || raw === '') continue;
    if (raw !== '1' && raw !== '2') throw new ParamError(name, 'must be 1 or 2');
  }
}

/** Milliseconds of a CDN date parameter (`2024-03-01`, `2024-03-01 10:00`, ISO 8601); 422 otherwise. */
function dateParam(q: URLSearchParams, name: string): number | null {
  const raw = q.get(name);
  if (raw === null || raw === '') return null;
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(raw) ? raw.replace(' ', 'T') + (raw.length === 16 ? ':00Z' : 'Z') : raw);
  if (!Number.isFinite(ms)) throw new ParamError(name, 'must be a date (YYYY-MM-DD HH:MM)');
  return ms;
}

const DATE_FILTERS = [
  ['first_published_at_gt', 'first_published_at', 1],
  ['first_published_at_lt', 'first_published_at', -1],
  ['published_at_gt', 'published_at', 1],
  ['published_at_lt', 'published_at', -1],
  ['updated_at_gt', 'updated_at', 1],
  ['updated_at_lt', 'updated_at', -1],
] as const;

/** Adds `rels`/`rel_uuids` and `links`/`link_uuids` for the stories of an answer. */
export function resolveExtras(ctx: Ctx, stories: Story[]): Record<string, unknown> {
  const out: Record<string, unknown> = { rels: [], links: [] };
  checkParams(ctx.query);
  let specs: ReturnType<typeof parseRelationSpecs>;
  try {
    specs = parseRelationSpecs(ctx.query.get('resolve_relations'));
  } catch (e) {
    throw new ParamError('resolve_relations', (e as Error).message);
  }
  const index = ctx.store.index(ctx.version);
  const find = (uuids: Set<string>) => [...uuids].map((u) => index.byUuid.get(u)).filter((e): e is StoredStory => !!e && !e.file.is_folder);
  if (specs.length) {
    const uuids = new Set<string>();
    stories.forEach((s) => collectRelationUuids(s.content, specs, uuids));
    // resolve_level=2: relations of the resolved stories too, in order of appearance.
    if (ctx.query.get('resolve_level') === '2') {
      for (const e of find(new Set(uuids))) collectRelationUuids(e.file.content, specs, uuids);
    }
    const found = find(uuids);
    if (found.length > MAX_INLINE_RESOLVED) out.rel_uuids = found.map((e) => e.file.uuid);
    else out.rels = found.map((e) => shape(ctx, e));
  }
  const mode = ctx.query.get('resolve_links');
  if (mode) {
    if (!['url', 'story', 'link', '1'].includes(mode)) throw new ParamError('resolve_links', 'must be url, story or link');
    const uuids = new Set<string>();
    stories.forEach((s) => collectLinkUuids(s.content, uuids));
    if (ctx.query.get('resolve_links_level') === '2') {
      for (const e of find(new Set(uuids))) collectLinkUuids(e.file.content, uuids);
    }
    const found = find(uuids);
    if (found.length > MAX_INLINE_RESOLVED) out.link_uuids = found.map((e) => e.file.uuid);
    else {
      // So that a resolved link equals `cdn/links/{uuid}`'s answer.
      out.links =
        mode === 'link'
          ? found.map((e) => linkObject(ctx, e, false))
          : mode === 'url'
            ? found.map((e) => linkUrlObject(shape(ctx, e)))
            : found.map((e) => shape(ctx, e));
    }
  }
  return out;
}

export function findOne(ctx: Ctx, rawPath: string): StoredStory | null {
  const index = ctx.store.index(ctx.version);
  const findBy = ctx.query.get('find_by');
  const path = rawPath.replace(/^\/+|\/+$/g, '');
  if (findBy === 'uuid') return index.byUuid.get(path) ?? null;
  if (findBy !== null && findBy !== '') throw new ParamError('find_by', 'must be uuid', 400);
  if (/^\d+$/.test(path)) return index.byId.get(Number(path)) ?? null;
  const [first, ...rest] = path.split('/');
  if (rest.length && ctx.store.isLanguage(first)) {
    // `{lang}/{translated path}` selects the language, as Storyblok's translatable slugs do.
    ctx.lang = first;
    const restPath = rest.join('/');
    return index.byLangPath.get(`${first}/${restPath}`) ?? index.byKey.get(restPath) ?? null;
  }
  return index.byKey.get(path) ?? null;
}

export function listStories(ctx: Ctx): { stories: Story[]; total: number; perPage: number } {
  const q = ctx.query;
  const page = intParam(q, 'page', 1, 1);
  const perPage = intParam(q, 'per_page', CDN_DEFAULT_PER_PAGE, 1, CDN_MAX_PER_PAGE);
  let startsWith = (q.get('starts_with') ?? '').replace(/^\/+/, '');
  const [first, ...rest] = startsWith.split('/');
  if (rest.length && ctx.store.isLanguage(first)) {
    ctx.lang = first;
    startsWith = rest.join('/');
  }
  const filter = parseFilterQuery(q);
  const byIds = q
    .get('by_ids')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);
  const byUuidsOrdered = q.get('by_uuids_ordered');
  const byUuids = (byUuidsOrdered ?? q.get('by_uuids'))
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const withTag = q.get('with_tag')?.split(',').filter(Boolean);
  const isStartpage = q.get('is_startpage');
  const contentType = q.get('content_type');
  const search = q.get('search_term');
  const bySlugs = q.get('by_slugs');
  const excluding = q.get('excluding_slugs');
  const excludingIds = q.get('excluding_ids')?.split(',').map(Number);
  const level = q.has('level') ? intParam(q, 'level', 1, 1) : null;
  const dates = DATE_FILTERS.map(([param, field, sign]) => ({ field, sign, at: dateParam(q, param) })).filter((d) => d.at !== null);
  const index = ctx.store.index(ctx.version);
  const candidates = byUuids ? byUuids.map((u) => index.byUuid.get(u)).filter((e): e is StoredStory => !!e) : index.all;
  let stories = candidates
    .filter((e) => !e.file.is_folder)
    .filter((e) => {
      const slug = e.file.full_slug;
      if (startsWith && !(slug.startsWith(startsWith) || (ctx.lang && `${e.paths[ctx.lang]}${e.file.is_startpage ? '/' : ''}`.startsWith(startsWith))))
        return false;
      if (bySlugs && !matchesAny(slug, bySlugs)) return false;
      if (excluding && matchesAny(slug, excluding)) return false;
      if (excludingIds?.includes(e.file.id)) return false;
      if (byIds && !byIds.includes(e.file.id)) return false;
      if (withTag && !withTag.some((t) => e.file.tag_list.includes(t))) return false;
      if (isStartpage !== null && isStartpage !== '' && e.file.is_startpage !== ['1', 'true'].includes(isStartpage)) return false;
      if (contentType && (e.file.content as { component?: string } | undefined)?.component !== contentType) return false;
      if (level !== null && e.key.split('/').length !== level) return false;
      for (const d of dates) {
        const raw = d.field === 'updated_at' ? (e.file.updated_at ?? e.file.published_at ?? e.file.created_at) : e.file[d.field];
        const at = raw ? Date.parse(raw) : NaN;
        if (!Number.isFinite(at) || (d.sign > 0 ? !(at > d.at!) : !(at < d.at!))) return false;
      }
      return true;
    })
    // filter_query reads the stored content: a field-level translation is its `{field}__i18n__{lang}` key.
    .filter((e) => (filter ? matchesFilter({ content: e.file.content } as unknown as Story, filter) : true))
    .map((e) => shape(ctx, e))
    .filter((s) => (search ? matchesSearch(s, search) : true));
  if (!byUuidsOrdered) stories = sortStories(stories, q.get('sort_by'));
  const total = stories.length;
  return { stories: stories.slice((page - 1) * perPage, page * perPage), total, perPage };
}

export function linksOf(ctx: Ctx): { links: Record<string, unknown>; total: number; perPage: number; paginated: boolean } {
  const q = ctx.query;
  // Without `paginated=1`, `page` and `per_page` are ignored and every link is answered.
  const paginate = q.get('paginated') === '1' || q.get('paginated') === 'true';
  const page = paginate ? intParam(q, 'page', 1, 1) : 1;
  const perPage = paginate ? intParam(q, 'per_page', CDN_DEFAULT_PER_PAGE, 1, LINKS_MAX_PER_PAGE) : LINKS_MAX_PER_PAGE;
  const startsWith = (q.get('starts_with') ?? '').replace(/^\/+/, '');
  const withParent = q.has('with_parent') ? intParam(q, 'with_parent', 0, 0) : null;
  const includeDates = q.get('include_dates') === '1';
  const all = ctx.store
    .index(ctx.version)
    .all.filter((e) => !startsWith || e.file.full_slug.startsWith(startsWith))
    .filter((e) => withParent === null || (e.parent?.file.id ?? 0) === withParent)
    .sort((a, b) => a.file.position - b.file.position || a.file.id - b.file.id);
  const pageItems = paginate ? all.slice((page - 1) * perPage, page * perPage) : all;
  const links: Record<string, unknown> = {};
  for (const e of pageItems) links[e.file.uuid] = linkObject(ctx, e, includeDates);
  return { links, total: all.length, perPage, paginated: paginate };
}

type IndexEntry = ReturnType<Store['index']>['all'][number];

/** One link object of the links endpoints (Content Delivery API v2, "The Link Object"). */
function linkObject(ctx: Ctx, e: IndexEntry, includeDates: boolean): Record<string, unknown> {
  const langs = ctx.store.space.language_codes;
  const f = e.file;
  const trailing = f.is_startpage ? '/' : '';
  return {
    id: f.id,
    uuid: f.uuid,
    slug: e.key + trailing,
    path: f.path ?? null,
    // Storyblok: the real path of the entry configuration when set, else the full slug; both with a leading "/".
    real_path: '/' + (f.path ? f.path.replace(/^\/+/, '') : e.key),
    name: f.name,
    published: f.published,
    parent_id: e.parent?.file.id ?? 0,
    is_folder: f.is_folder,
    is_startpage: f.is_startpage,
    position: f.position,
    alternates: langs.map((lang) => ({
      path: e.paths[lang]! + trailing,
      name: f.translated_slugs?.find((t) => t.lang === lang)?.name ?? null,
      lang,
      published: f.published,
      translated_slug: e.paths[lang]!.split('/').pop(),
    })),
    ...(includeDates ? { created_at: f.created_at, published_at: f.published_at, updated_at: f.updated_at ?? f.published_at ?? f.created_at } : {}),
  };
}

/** `cdn/links/{uuid}`: `{ link }` of the story or folder with that uuid, or null (404). */
export function linkByUuid(ctx: Ctx, uuid: string): Record<string, unknown> | null {
  const entry = ctx.store.index(ctx.version).all.find((e) => e.file.uuid === uuid);
  return entry ? linkObject(ctx, entry, ctx.query.get('include_dates') === '1') : null;
}
