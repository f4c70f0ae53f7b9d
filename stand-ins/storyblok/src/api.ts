import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { logger } from './logger';
import { ParamError } from './query';
import { createCdnRateLimits, rateLimitHeaders } from './rate-limits';
import type { Store } from './store';
import { CDN_DEFAULT_PER_PAGE, checkKnownParams, findOne, intParam, linkByUuid, linksOf, listStories, resolveExtras, shape, type Ctx } from './cdn-queries';

export { CDN_DEFAULT_PER_PAGE, CDN_MAX_PER_PAGE, LINKS_MAX_PER_PAGE } from './cdn-queries';

/** Options of the embedded CDN API. */
export interface CdnApiOptions {
  getStore: () => Store;
  publicTokens: string[];
  previewTokens: string[];
  /** Public base of assets (`/_assets` or `http://host:port`); replaces `https://a.storyblok.com`. */
  assetBaseUrl: () => string;
  /** Requests per second answered before 429; 0 = unlimited. */
  budgetRps: number;
  /** Storyblok's documented per-second limits per token (docs/requirements/content.md#cdn-rate-limits); default on. */
  rateLimits?: boolean;
  onRequest?: (path: string) => void;
}

/** Bodies the real API answers with (shapes as observed from api.storyblok.com). */
export const ERROR_BODIES = {
  unauthorized: { error: 'Unauthorized' },
  notFound: ['This record could not be found'],
  tooMany: { error: 'Too Many Requests' },
} as const;

/**
 * Cache headers of the answers (decision 0891): a published answer with the current `cv` is what
 * Storyblok's CDN keeps; a draft never; `spaces/me` only seconds, since it is how clients learn the cv.
 */
export const CACHE_HEADERS = {
  published: 'max-age=0, public, s-maxage=604800',
  draft: 'no-cache, no-store, must-revalidate',
  spacesMe: 'max-age=0, public, s-maxage=10',
} as const;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

function send(res: Response, status: number, body: unknown, assetBase: string, headers: Record<string, string> = {}): void {
  const json = JSON.stringify(body).replaceAll('https://a.storyblok.com/f/', `${assetBase}/f/`);
  res
    .status(status)
    .set({ 'Content-Type': 'application/json; charset=utf-8', ...headers })
    .send(json);
}

/**
 * The embedded Content Delivery API v2 as an Express router at `/v2/cdn`. Errors as the real API:
 * 401 wrong token or draft with a public token, 404, 400/422 bad parameter, 429 over the limits
 * (docs/requirements/content.md#cdn-rate-limits).
 */
export function createCdnApi(opts: CdnApiOptions): Router {
  const router = express.Router();
  let windowStart = 0;
  let windowCount = 0;
  const limits = opts.rateLimits === false ? null : createCdnRateLimits();

  router.use((req, res, next) => {
    opts.onRequest?.(req.path);
    if (opts.budgetRps > 0) {
      const now = Date.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        windowCount = 0;
      }
      if (++windowCount > opts.budgetRps) {
        send(res, 429, ERROR_BODIES.tooMany, opts.assetBaseUrl(), { 'Retry-After': '1' });
        return;
      }
    }
    if (!limits) return next();
    const url = req.originalUrl;
    const query = new URL(url, 'http://local').searchParams;
    limits
      .check(url, req.path, query)
      .then((verdict) => {
        res.set(rateLimitHeaders(verdict));
        if (!verdict.allowed) return send(res, 429, ERROR_BODIES.tooMany, opts.assetBaseUrl(), { 'Retry-After': String(verdict.retryAfterS) });
        res.on('finish', () => {
          if (res.statusCode === 200) limits.answered(url, req.path, query);
        });
        next();
      })
      .catch(next);
  });

  /**
   * One endpoint: token and version checks, then (`cv: true`) a published request without `cv` is
   * answered 301 with the current cv, as Storyblok does; any cv gets current content (decision 0891).
   */
  const handle =
    (
      fn: (ctx: Ctx, req: Request) => { body: unknown; headers?: Record<string, string> },
      kind: { cv: boolean; cache: 'content' | 'spacesMe' } = { cv: true, cache: 'content' },
    ) =>
    (req: Request, res: Response) => {
      const query = new URL(req.originalUrl, 'http://local').searchParams;
      const token = query.get('token') ?? '';
      const isPreview = opts.previewTokens.includes(token);
      if (!isPreview && !opts.publicTokens.includes(token)) return send(res, 401, ERROR_BODIES.unauthorized, opts.assetBaseUrl());
      const version = query.get('version') ?? 'published';
      if (version !== 'published' && version !== 'draft') {
        return send(res, 422, { version: ['must be published or draft'] }, opts.assetBaseUrl());
      }
      if (version === 'draft' && !isPreview) return send(res, 401, ERROR_BODIES.unauthorized, opts.assetBaseUrl());
      const store = opts.getStore();
      if (kind.cv && version === 'published' && !query.get('cv')) {
        const url = new URL(req.originalUrl, 'http://local');
        url.searchParams.set('cv', String(store.cv));
        res
          .status(301)
          .set({ Location: url.pathname + url.search, 'Cache-Control': CACHE_HEADERS.spacesMe })
          .end();
        return;
      }
      const language = query.get('language');
      const fallback = query.get('fallback_lang');
      const ctx: Ctx = {
        store,
        version,
        lang: store.isLanguage(language) ? language : null,
        fallbackLang: store.isLanguage(fallback) ? fallback : null,
        query,
      };
      try {
        const { body, headers } = fn(ctx, req);
        const cacheControl = kind.cache === 'spacesMe' ? CACHE_HEADERS.spacesMe : version === 'draft' ? CACHE_HEADERS.draft : CACHE_HEADERS.published;
        send(res, 200, body, opts.assetBaseUrl(), { 'Cache-Control': cacheControl, ...headers });
      } catch (error) {
        if (error instanceof HttpError) return send(res, error.status, error.body, opts.assetBaseUrl());
        if (error instanceof ParamError) return send(res, error.status, { [error.param]: [error.message] }, opts.assetBaseUrl());
        throw error;
      }
    };

  router.get(
    '/stories',
    handle((ctx) => {
      checkKnownParams(ctx.query);
      const { stories, total, perPage } = listStories(ctx);
      return {
        body: { stories, cv: ctx.store.cv, ...resolveExtras(ctx, stories) },
        headers: { Total: String(total), 'Per-Page': String(perPage) },
      };
    }),
  );

  router.get(
    /^\/stories\/(.+)$/,
    handle((ctx, req) => {
      let raw: string;
      try {
        raw = decodeURIComponent((req.params as Record<string, string>)[0] ?? '');
      } catch {
        throw new HttpError(404, ERROR_BODIES.notFound);
      }
      checkKnownParams(ctx.query);
      const entry = findOne(ctx, raw);
      if (!entry || entry.file.is_folder) throw new HttpError(404, ERROR_BODIES.notFound);
      const story = shape(ctx, entry);
      return { body: { story, cv: ctx.store.cv, ...resolveExtras(ctx, [story]) } };
    }),
  );

  router.get(
    '/links',
    handle((ctx) => {
      const { links, total, perPage, paginated } = linksOf(ctx);
      return { body: { links }, headers: paginated ? { Total: String(total), 'Per-Page': String(perPage) } : undefined };
    }),
  );

  router.get(
    /^\/links\/([0-9a-f-]{1,64})$/,
    handle((ctx, req) => {
      const link = linkByUuid(ctx, (req.params as Record<string, string>)[0] ?? '');
      if (!link) throw new HttpError(404, ERROR_BODIES.notFound);
      return { body: { link } };
    }),
  );

  router.get(
    '/spaces/me',
    handle(
      (ctx) => {
        const s = ctx.store.space;
        return { body: { space: { id: s.id, name: s.name, domain: s.domain, version: ctx.store.cv, language_codes: s.language_codes } } };
      },
      { cv: false, cache: 'spacesMe' },
    ),
  );

  router.get(
    '/datasources',
    handle((ctx) => {
      const q = ctx.query;
      const page = intParam(q, 'page', 1, 1);
      const perPage = intParam(q, 'per_page', CDN_DEFAULT_PER_PAGE, 1, 1000);
      const all = ctx.store.datasources.map(({ datasource: d }) => ({
        id: d.id,
        name: d.name,
        slug: d.slug,
        dimensions: d.dimensions.map((dim, i) => ({ id: d.id * 100 + i + 1, name: dim.name, entry_value: dim.entry_value, datasource_id: d.id })),
      }));
      return {
        body: { datasources: all.slice((page - 1) * perPage, page * perPage) },
        headers: { Total: String(all.length), 'Per-Page': String(perPage) },
      };
    }),
  );

  router.get(
    '/datasource_entries',
    handle((ctx) => {
      const q = ctx.query;
      const slug = q.get('datasource');
      const dimension = q.get('dimension');
      const page = intParam(q, 'page', 1, 1);
      const perPage = intParam(q, 'per_page', CDN_DEFAULT_PER_PAGE, 1, 1000);
      const sources = ctx.store.datasources.filter((d) => !slug || d.datasource.slug === slug);
      if (slug && sources.length === 0) throw new HttpError(404, ERROR_BODIES.notFound);
      const entries = sources.flatMap((d) =>
        d.datasource_entries.map((e) => ({
          id: e.id,
          name: e.name,
          value: e.value,
          dimension_value: dimension ? (e.dimension_values[dimension] ?? null) : null,
        })),
      );
      return {
        body: { datasource_entries: entries.slice((page - 1) * perPage, page * perPage) },
        headers: { Total: String(entries.length), 'Per-Page': String(perPage) },
      };
    }),
  );

  router.get(
    '/tags',
    handle((ctx) => {
      const startsWith = (ctx.query.get('starts_with') ?? '').replace(/^\/+/, '');
      const counts = new Map<string, number>();
      for (const e of ctx.store.index(ctx.version).all) {
        if (e.file.is_folder || (startsWith && !e.file.full_slug.startsWith(startsWith))) continue;
        for (const t of e.file.tag_list) counts.set(t, (counts.get(t) ?? 0) + 1);
      }
      const tags = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([name, taggings_count]) => ({ name, taggings_count }));
      return { body: { tags } };
    }),
  );

  router.use((_req, res) => send(res, 404, ERROR_BODIES.notFound, opts.assetBaseUrl()));
  // Express refuses a malformed percent-encoding before our handler: a 404, as the real API.
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof URIError || (error as { status?: number }).status === 400) return send(res, 404, ERROR_BODIES.notFound, opts.assetBaseUrl());
    logger.error('embedded CDN API failed', error);
    send(res, 500, { error: 'Internal Server Error' }, opts.assetBaseUrl());
  });
  return router;
}
