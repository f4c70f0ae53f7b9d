import { isLocale, type Market } from '@silca/i18n';
import { cleanText, isQueryTooLong, MAX_QUERY_CHARS, type SearchService } from '@silca/search';
import type { RequestHandler } from 'express';
import { log } from '../server/http/log';
import { requestScopeOf } from '../server/http/security/visitor-scope';

/** `GET /api/search?q=&locale=`: five public hits; 400, 429, 503, never 500 (docs/requirements/search.md#header-type-ahead). */
export function searchApiHandler(service: SearchService, market: Market): RequestHandler {
  return (req, res) => {
    const q = typeof req.query.q === 'string' ? cleanText(req.query.q, MAX_QUERY_CHARS) : '';
    const rawLocale = typeof req.query.locale === 'string' ? req.query.locale : market.defaultLocale;
    res.set('Cache-Control', 'private, max-age=60').set('Vary', 'Accept-Encoding');
    if (!isLocale(rawLocale) || !market.locales.includes(rawLocale)) {
      res.status(400).json({ error: 'Unknown locale' });
      return;
    }
    // Over 512 bytes the search service answers 400 (docs/requirements/search.md#query-length).
    if (!q || isQueryTooLong(q)) {
      res.json({ query: q, hits: [] });
      return;
    }
    void (async () => {
      if (!(await service.allow(req.ip ?? 'unknown'))) {
        res.status(429).set('Retry-After', '60').json({ error: 'Too many searches' });
        return;
      }
      try {
        const hits = await service.suggest({ market: market.id, locale: rawLocale, signal: requestScopeOf(res)?.signal }, q);
        res.json({ query: q, hits });
      } catch (error) {
        log.error('type-ahead failed', { message: (error as Error).message });
        res.status(503).set('Retry-After', '10').json({ error: 'Search unavailable' });
      }
    })();
  };
}

/** The story event of a verified webhook body; `{ action: 'unknown' }` when unreadable. */
export function parseStoryEvent(raw: Buffer): { action: string; story_id?: number | string; full_slug?: string } {
  try {
    const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    return {
      action: typeof body.action === 'string' ? body.action : 'unknown',
      story_id: typeof body.story_id === 'number' || typeof body.story_id === 'string' ? body.story_id : undefined,
      full_slug: typeof body.full_slug === 'string' ? body.full_slug : undefined,
    };
  } catch {
    return { action: 'unknown' };
  }
}
