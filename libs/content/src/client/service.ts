import type StoryblokClient from 'storyblok-js-client';
import { ContentUnavailableError } from '../errors';
import { logger } from '../logger';
import type { ContentService, FindStoryOptions, GetStoryOptions, ListStoriesOptions, Story, StoryList, StoryResult } from '../types';
import { LRUCache } from 'lru-cache';
import { ResponseCache, cacheKey, type CacheEntry } from './cache';
import { GateRefusedError } from './gate';
import type { RequestScope } from './request-scope';
import { CONTENT_CLIENT_LIMITS } from './storyblok';
import { ContentRequestError, classifyFailure, type UpstreamFailure } from './upstream-error';
import { storyDefaultPath } from '../story-path';
import { isSafeSegment } from './safe-segment';
import { sharedSignal } from './shared-signal';
import { untilVisitorGone } from './until-visitor-gone';
import { collectRefs, stripMarkers } from './story-refs';
import { UpstreamDoor } from './upstream-door';
import { DEFAULT_UPSTREAM_LIMITS, type UpstreamLimits } from './upstream-limits';

/** The default language of the space (docs/requirements/urls.md#locale-addressing: en); it has no `language` code. */
export const DEFAULT_LANGUAGE = 'en';

/** Folder of extranet stories, never returned by public lookups (docs/requirements/content.md#space-layout). */
export const EXTRANET_PREFIX = 'global/extranet/';

/** Options of StoryblokContentService. */
export interface ContentServiceOptions {
  client: StoryblokClient;
  /** Client with the preview token; without it, draft requests fail with ContentRequestError. */
  previewClient?: StoryblokClient;
  cache: ResponseCache;
  /** Label of the upstream in errors and logs, without token. */
  endpoint: string;
  /** How long a known cv is trusted before `spaces/me` is asked again; 0 = until invalidated. */
  cvTtlMs: number;
  now?: () => number;
  /** Bounds of upstream work (docs/requirements/hardening.md#content-call-bounds); defaults {@link DEFAULT_UPSTREAM_LIMITS}. */
  limits?: Partial<UpstreamLimits>;
  /** Asset token of `cdn/assets/me` (private assets, decision 0800); none = signedAssetUrl throws. */
  assetToken?: string;
  /** Asset origin of the space's region (`https://a.storyblok.com`); the stand-in answers for it too. */
  assetHost?: string;
  /** Bounds of the negative cache (docs/requirements/hardening.md#unknown-page-lookups); default {@link NEGATIVE_CACHE}. */
  negativeCache?: { max: number; ttlMs: number };
}

/** Default bounds of the negative cache: 10,000 keys (about 1 MB) for 5 minutes. */
export const NEGATIVE_CACHE = { max: 10_000, ttlMs: 300_000 } as const;

/** How long a signed URL of a private asset is reused by the site (ms): well within its lifetime. */
export const SIGNED_URL_REUSE_MS = 30_000;

/** Thrown by signedAssetUrl when no asset token is configured (STORYBLOK_ASSET_TOKEN). */
export class PrivateAssetsUnconfiguredError extends Error {
  constructor() {
    super('STORYBLOK_ASSET_TOKEN is not set: private (extranet) files cannot be signed');
    this.name = 'PrivateAssetsUnconfiguredError';
  }
}

type Params = Record<string, unknown>;

/** cv of an entry stored before the space's cv was known. */
const UNKNOWN_CV = 0;

/**
 * The site's index of story slugs (decision 1002). `mayBeStory(slug)` for a `cdn/stories/{slug}`
 * slug: true, false, or null when unknown (then the CMS is asked). `invalidate` means a new story
 * may exist, so rebuild.
 */
export interface StorySlugIndex {
  mayBeStory(slug: string): boolean | null;
  invalidate(content: ContentService): void;
}

/**
 * ContentService over storyblok-js-client with a bounded cache keyed by query and cv
 * (docs/requirements/content.md#content-cache); an outage without a cached copy throws
 * ContentUnavailableError (503). Drafts are never cached.
 */
export class StoryblokContentService implements ContentService {
  private cv: number | undefined;
  private cvCheckedAt = 0;
  private readonly now: () => number;
  private cvRefresh: Promise<void> | null = null;
  private readonly inflight = new Map<string, { promise: Promise<unknown>; join(s: AbortSignal | undefined): void }>();
  private readonly revalidating = new Set<string>();
  private readonly door: UpstreamDoor;
  private readonly signedUrls = new LRUCache<string, { url: string }>({ max: 2000, ttl: SIGNED_URL_REUSE_MS });
  /** Queries the CMS answered 404, kept apart so unknown URLs never evict real answers (decision 0883). */
  private readonly negative: LRUCache<string, true>;
  private storyIndex: StorySlugIndex | null = null;

  constructor(private readonly opts: ContentServiceOptions) {
    this.now = opts.now ?? Date.now;
    this.door = new UpstreamDoor({ ...DEFAULT_UPSTREAM_LIMITS, ...opts.limits }, opts.endpoint, this.now);
    const negative = opts.negativeCache ?? NEGATIVE_CACHE;
    this.negative = new LRUCache<string, true>({ max: Math.max(1, negative.max), ttl: Math.max(1, negative.ttlMs) });
  }

  /**
   * Lets `findStoryByPath` skip the CMS for a published slug the index rules out
   * (docs/requirements/hardening.md#unknown-pages, decision 1002). Drafts are always asked; `null`
   * removes the index.
   */
  useStoryIndex(index: StorySlugIndex | null): void {
    this.storyIndex = index;
  }

  get negativeEntries(): number {
    return this.negative.size;
  }

  /** Health of the upstream path: breaker state and waiting calls. */
  get upstreamState(): { breakerOpen: boolean; retryInMs: number; waiting: number } {
    return this.door.state;
  }

  /** Current known cache version of the space (undefined before the first answer). */
  get cacheVersion(): number | undefined {
    return this.cv;
  }

  get cache(): ResponseCache {
    return this.opts.cache;
  }

  private langParam(language: string): string | undefined {
    return language && language !== DEFAULT_LANGUAGE ? language : undefined;
  }

  private adoptCv(cv: unknown): void {
    if (typeof cv !== 'number' || !Number.isFinite(cv)) return;
    if (this.cv === undefined) this.opts.cache.restamp(cv, UNKNOWN_CV);
    if (this.cv !== undefined && cv > this.cv) this.negative.clear();
    if (this.cv === undefined || cv > this.cv) this.cv = cv;
    this.cvCheckedAt = this.now();
  }

  private cvFresh(): boolean {
    return this.cv !== undefined && (this.opts.cvTtlMs === 0 || this.now() - this.cvCheckedAt < this.opts.cvTtlMs);
  }

  /** Asks `spaces/me` for the current cv, one request shared by concurrent callers. */
  async refreshCacheVersion(): Promise<void> {
    this.cvRefresh ??= this.door.call(this.opts.client, 'cdn/spaces/me', {}, undefined, false)
      .then((res) => this.adoptCv((res.data as { space?: { version?: number } }).space?.version))
      .catch((error: UpstreamFailure) => logger.warn(`cv check failed at ${this.opts.endpoint}: ${error?.message ?? error}`))
      .finally(() => {
        this.cvRefresh = null;
      });
    await this.cvRefresh;
  }

  /** Drops the given cache keys, then adopts the new cv so what did not change stays warm (docs/requirements/content.md#publishing). */
  async invalidate(keys: string[]): Promise<void> {
    for (const k of keys) this.opts.cache.delete(k);
    // Any webhook may make an unknown path a page.
    this.negative.clear();
    this.cvCheckedAt = 0;
    this.cv = undefined;
    await this.refreshCacheVersion();
    if (this.cv !== undefined) this.opts.cache.restamp(this.cv);
    this.storyIndex?.invalidate(this);
  }

  private async request(path: string, params: Params, draft: boolean, prefix: string | null, scope: RequestScope | undefined): Promise<unknown> {
    const endpoint = `${this.opts.endpoint}/${path}`;
    if (draft) {
      const client = this.opts.previewClient;
      if (!client) throw new ContentRequestError(endpoint, 401, 'no preview token configured');
      return this.callUpstream(client, path, { ...params, version: 'draft' }, endpoint, undefined, scope?.signal, false, scope);
    }
    const key = cacheKey(path, params);
    const entry = this.opts.cache.get(key);
    // A 404 is a 404 whatever relations were resolved: one negative key per query.
    const negativeKey = cacheKey(path, { ...params, resolve_relations: undefined, resolve_links: undefined });
    if (!entry && this.negative.has(negativeKey)) return null;
    if (entry) {
      // A copy is answered at once and refreshed in the background, never while a visitor waits
      // (docs/requirements/hardening.md#slow-cms).
      if (!(this.cvFresh() && entry.cv === this.cv)) this.revalidate(path, params, endpoint, key, prefix);
      return entry.value;
    }
    // Concurrent misses share one upstream call, dropped only when every waiting visitor has gone.
    const signal = scope?.signal;
    const pending = this.inflight.get(key);
    if (pending) {
      pending.join(signal);
      return untilVisitorGone(pending.promise, signal, endpoint);
    }
    if (signal?.aborted) throw new GateRefusedError(endpoint, 'visitor gone');
    const shared = sharedSignal();
    shared.join(signal);
    // A caller outside a visitor request (no signal) pins the call.
    const promise = this.callUpstream(this.opts.client, path, { ...params, version: 'published' }, endpoint, { key, entry, prefix, negativeKey }, signal ? shared.signal : undefined, false, scope).finally(() => {
      this.inflight.delete(key);
      shared.release();
    });
    this.inflight.set(key, { promise, join: shared.join });
    return untilVisitorGone(promise, signal, endpoint);
  }

  /** Background refresh of a cached answer whose cv may be outdated; failures keep the old copy. */
  private revalidate(path: string, params: Params, endpoint: string, key: string, prefix: string | null): void {
    if (this.revalidating.has(key) || this.inflight.has(key) || this.door.breakerOpen) return;
    this.revalidating.add(key);
    void (async () => {
      if (!this.cvFresh()) await this.refreshCacheVersion();
      const entry = this.opts.cache.get(key);
      if (!entry || this.cv === undefined || entry.cv === this.cv) return;
      const negativeKey = cacheKey(path, { ...params, resolve_relations: undefined, resolve_links: undefined });
      await this.callUpstream(this.opts.client, path, { ...params, version: 'published' }, endpoint, { key, entry, prefix, negativeKey }, undefined, true);
    })()
      .catch((error: unknown) => logger.debug(`revalidation of ${key} skipped: ${(error as Error)?.message ?? error}`))
      .finally(() => this.revalidating.delete(key));
  }

  private async callUpstream(
    client: StoryblokClient,
    path: string,
    params: Params,
    endpoint: string,
    cache: { key: string; entry: CacheEntry | undefined; prefix: string | null; negativeKey?: string } | undefined,
    signal: AbortSignal | undefined,
    background: boolean,
    scope?: RequestScope,
  ): Promise<unknown> {
    let value: unknown;
    try {
      const withCv = cache && this.cv !== undefined ? { ...params, cv: this.cv } : params;
      const res = await this.door.call(client, path, withCv, signal, background, scope);
      const data = res.data as Record<string, unknown>;
      stripMarkers(data);
      value = { data, total: res.total, perPage: res.perPage };
      if (cache) this.adoptCv(data.cv);
    } catch (error) {
      if (error instanceof GateRefusedError) {
        if (cache?.entry) return cache.entry.value;
        logger.debug(`content request refused (${error.reason}): ${endpoint}`);
        throw error;
      }
      const kind = classifyFailure(error);
      const failure = error as UpstreamFailure;
      if (kind === 'not-found') value = null;
      else if (kind === 'outage') {
        if (cache?.entry) {
          logger.warn(`serving last good copy of ${cache.key}: ${endpoint} failed (${failure?.status ?? failure?.message})`);
          return cache.entry.value;
        }
        logger.error(`content unavailable: ${endpoint} (${failure?.status ?? ''} ${failure?.message ?? ''})`);
        throw new ContentUnavailableError(endpoint, failure);
      } else throw new ContentRequestError(endpoint, failure?.status, failure?.message ?? 'request failed');
    }
    if (cache && value === null) {
      this.negative.set(cache.negativeKey ?? cache.key, true);
      this.opts.cache.delete(cache.key);
      if (this.cv === undefined) await this.refreshCacheVersion();
    } else if (cache) {
      const json = JSON.stringify(value);
      const refs = collectRefs((value as { data?: unknown } | null)?.data ?? null);
      this.opts.cache.set(cache.key, { value, cv: this.cv ?? UNKNOWN_CV, refs, prefix: cache.prefix, bytes: json ? json.length * 2 : 8 });
      // A first answer without a cv (a 404 has none): learn it, so the entry is warm.
      if (this.cv === undefined) await this.refreshCacheVersion();
    }
    return value;
  }

  /**
   * One story by full slug, id or `{lang}/{translated path}`; null for 404. Relations listed in
   * `resolveRelations` come back resolved. Throws ContentUnavailableError on an outage without a
   * cached copy (docs/requirements/content.md#delivery-api).
   */
  async getStory(fullSlug: string, opts: GetStoryOptions): Promise<StoryResult | null> {
    const slug = fullSlug.replace(/^\/+|\/+$/g, '');
    if (!slug || !slug.split('/').every(isSafeSegment)) return null;
    const params: Params = {
      language: this.langParam(opts.language),
      resolve_relations: opts.resolveRelations?.length ? opts.resolveRelations.join(',') : undefined,
      resolve_links: opts.resolveLinks,
    };
    const path = `cdn/stories/${slug.split('/').map(encodeURIComponent).join('/')}`;
    const value = (await this.request(path, params, opts.version === 'draft', null, opts.request)) as { data: { story: Story; rels?: Story[]; links?: unknown[]; cv: number } } | null;
    if (!value) return null;
    const d = value.data;
    return { story: d.story, rels: d.rels ?? [], links: d.links ?? [], cv: d.cv };
  }

  /**
   * The story of a page path: translated segments after the locale (`[]` = home), in the market's
   * folder, then `global` (docs/requirements/content.md#space-layout). Never an extranet story.
   * Null when nothing matches.
   */
  async findStoryByPath(opts: FindStoryOptions): Promise<StoryResult | null> {
    if (!opts.path.every(isSafeSegment)) return null;
    if (opts.path[0] === 'extranet') return null;
    const rest = opts.path.length ? opts.path.join('/') : 'home';
    const lang = this.langParam(opts.language);
    const websites = opts.website === 'global' ? ['global'] : [opts.website, 'global'];
    for (const website of websites) {
      const slug = lang ? `${lang}/${website}/${rest}` : `${website}/${rest}`;
      if (opts.version !== 'draft' && this.storyIndex?.mayBeStory(slug) === false) continue;
      const found = await this.getStory(slug, { language: opts.language, version: opts.version, resolveRelations: opts.resolveRelations, request: opts.request });
      if (!found) continue;
      const canonical = storyDefaultPath(found.story).replace(/\/$/, '') + '/';
      if (canonical.startsWith(EXTRANET_PREFIX)) return null;
      return found;
    }
    return null;
  }

  /**
   * The story of an extranet page: translated segments after `/extranet`, under `global/extranet/`
   * (docs/requirements/urls.md#translated-segments). Call only after the partner session is
   * checked (docs/requirements/extranet.md#no-leaks). Null when nothing matches.
   */
  async findExtranetStory(opts: Omit<FindStoryOptions, 'website'>): Promise<StoryResult | null> {
    if (!opts.path.every(isSafeSegment)) return null;
    const lang = this.langParam(opts.language);
    const rest = ['global', 'extranet', ...opts.path].join('/');
    const found = await this.getStory(lang ? `${lang}/${rest}` : rest, { language: opts.language, version: opts.version, resolveRelations: opts.resolveRelations, request: opts.request });
    const slug = found ? storyDefaultPath(found.story) : '';
    return found && slug.startsWith(EXTRANET_PREFIX.slice(0, -1)) ? found : null;
  }

  /**
   * A page of stories: `page` is 1-based, `perPage` defaults to 25
   * (docs/requirements/content.md#client-limits); `byUuids` goes in batches of 50 and comes back
   * in the given order. Extranet stories only with `includeExtranet`
   * (docs/requirements/content.md#space-layout).
   */
  async listStories(params: ListStoriesOptions): Promise<StoryList> {
    const perPage = params.perPage ?? CONTENT_CLIENT_LIMITS.perPage;
    const page = params.page ?? 1;
    const extranet = params.includeExtranet || params.startsWith.startsWith(EXTRANET_PREFIX.slice(0, -1));
    const excluding = [params.excludingSlugs, extranet ? undefined : `${EXTRANET_PREFIX}*`].filter(Boolean).join(',') || undefined;
    const base: Params = {
      starts_with: params.startsWith || undefined,
      language: this.langParam(params.language),
      content_type: params.contentType,
      sort_by: params.sortBy,
      filter_query: params.filterQuery,
      with_tag: params.withTag,
      search_term: params.searchTerm,
      excluding_slugs: excluding,
      is_startpage: params.isStartpage === undefined ? undefined : params.isStartpage ? 1 : 0,
      resolve_relations: params.resolveRelations?.length ? params.resolveRelations.join(',') : undefined,
    };
    const draft = params.version === 'draft';
    if (params.byUuids) {
      const stories: Story[] = [];
      for (let i = 0; i < params.byUuids.length; i += CONTENT_CLIENT_LIMITS.maxUuidsPerRequest) {
        const chunk = params.byUuids.slice(i, i + CONTENT_CLIENT_LIMITS.maxUuidsPerRequest);
        const v = (await this.request('cdn/stories', { ...base, by_uuids_ordered: chunk.join(','), per_page: CONTENT_CLIENT_LIMITS.maxUuidsPerRequest }, draft, null, params.request)) as {
          data: { stories: Story[] };
        } | null;
        stories.push(...(v?.data.stories ?? []));
      }
      return { stories, total: stories.length, perPage: stories.length, page: 1 };
    }
    const v = (await this.request('cdn/stories', { ...base, page, per_page: perPage }, draft, params.startsWith || '', params.request)) as {
      data: { stories: Story[] };
      total?: number;
      perPage?: number;
    } | null;
    return { stories: v?.data.stories ?? [], total: v?.total ?? 0, perPage: v?.perPage ?? perPage, page };
  }
  /**
   * A signed, expiring URL of a private asset (`cdn/assets/me`,
   * docs/requirements/extranet.md#private-files, decision 0800), reused for
   * {@link SIGNED_URL_REUSE_MS}. `assetPath` is `/f/{space}/...`. Null when the space has no such
   * asset. Throws PrivateAssetsUnconfiguredError without an asset token, GateRefusedError or
   * ContentUnavailableError when the CMS is busy or down, ContentRequestError otherwise.
   */
  async signedAssetUrl(assetPath: string, request?: RequestScope): Promise<string | null> {
    if (!this.opts.assetToken) throw new PrivateAssetsUnconfiguredError();
    const known = this.signedUrls.get(assetPath);
    if (known) return known.url;
    const path = 'cdn/assets/me';
    const params: Params = { token: this.opts.assetToken, filename: `${this.opts.assetHost ?? 'https://a.storyblok.com'}${assetPath}` };
    const value = (await this.callUpstream(this.opts.client, path, params, `${this.opts.endpoint}/${path}`, undefined, request?.signal, false, request)) as {
      data: { asset?: { signed_url?: unknown } };
    } | null;
    const url = value?.data.asset?.signed_url;
    if (typeof url !== 'string' || !url) return null;
    this.signedUrls.set(assetPath, { url });
    return url;
  }
}
