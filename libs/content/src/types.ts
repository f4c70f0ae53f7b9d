/** Shapes of Storyblok's Content Delivery API v2, field names Storyblok's own (docs/content-model.md). */

import type { RequestScope } from './client/request-scope';

/** A content block or content-type root: `component` + `_uid` + its fields. */
export interface Blok {
  _uid: string;
  component: string;
  _editable?: string;
  [field: string]: unknown;
}

/** One entry of `translated_slugs` (Translatable Slugs app): full path in that language. */
export interface TranslatedSlug {
  path: string;
  name: string | null;
  lang: string;
  published?: boolean | null;
}

/** An alternate of a story in folder-level translation (CDN `alternates`). */
export interface StoryAlternate {
  id: number;
  name: string;
  slug: string;
  published: boolean;
  full_slug: string;
  is_folder: boolean;
  parent_id: number | null;
}

/** A story as the CDN API returns it (`story` / `stories[i]` / `rels[i]`). */
export interface Story<C extends Blok = Blok> {
  name: string;
  created_at: string;
  published_at: string | null;
  updated_at?: string;
  id: number;
  uuid: string;
  content: C;
  slug: string;
  full_slug: string;
  sort_by_date: string | null;
  position: number;
  tag_list: string[];
  is_startpage: boolean;
  parent_id: number | null;
  meta_data: unknown;
  group_id: string;
  first_published_at: string | null;
  release_id: number | null;
  lang: string;
  path: string | null;
  alternates: StoryAlternate[];
  default_full_slug: string | null;
  translated_slugs: TranslatedSlug[] | null;
}

/** A resolved single-story answer of the content service (docs/requirements/content.md#delivery-api). */
export interface StoryResult {
  story: Story;
  /** Full stories of the relations listed in `resolveRelations` (uuids stay in `content`). */
  rels: Story[];
  links: unknown[];
  cv: number;
}

/** A page of a story listing. `total` is the count over all pages (the `Total` header). */
export interface StoryList {
  stories: Story[];
  total: number;
  perPage: number;
  page: number;
}

/** Content version of a request: `draft` needs the preview token (docs/requirements/content.md#visual-editor). */
export type ContentVersion = 'published' | 'draft';

/** Options of ContentService.getStory. `language` is a locale code; `en` means the default. */
export interface GetStoryOptions {
  language: string;
  version?: ContentVersion;
  resolveRelations?: string[];
  resolveLinks?: 'url' | 'story' | 'link';
  /** The visitor request the call is for; none: background work. */
  request?: RequestScope;
}

/** Options of ContentService.findStoryByPath. */
export interface FindStoryOptions {
  website: string;
  language: string;
  path: string[];
  version?: ContentVersion;
  resolveRelations?: string[];
  /** The visitor request the call is for; none: background work. */
  request?: RequestScope;
}

/** Options of ContentService.listStories. `filterQuery` is Storyblok's `filter_query` object. */
export interface ListStoriesOptions {
  startsWith: string;
  language: string;
  contentType?: string;
  page?: number;
  perPage?: number;
  sortBy?: string;
  filterQuery?: Record<string, unknown>;
  version?: ContentVersion;
  byUuids?: string[];
  withTag?: string;
  searchTerm?: string;
  excludingSlugs?: string;
  isStartpage?: boolean;
  resolveRelations?: string[];
  /** Include `global/extranet/` stories: only with a partner session (docs/requirements/content.md#space-layout). */
  includeExtranet?: boolean;
  /** The visitor request the call is for; none: background work. */
  request?: RequestScope;
}

/** The one door to content used by every loader (docs/requirements/architecture.md#request-path). */
export interface ContentService {
  getStory(fullSlug: string, opts: GetStoryOptions): Promise<StoryResult | null>;
  findStoryByPath(opts: FindStoryOptions): Promise<StoryResult | null>;
  listStories(params: ListStoriesOptions): Promise<StoryList>;
  /** An extranet story by path; only for requests with a partner session. */
  findExtranetStory(opts: Omit<FindStoryOptions, 'website'>): Promise<StoryResult | null>;
}
