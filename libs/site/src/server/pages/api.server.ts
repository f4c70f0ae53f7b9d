import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { checkStorySlugs, getCustomLanding } from '@silca/content';
import { isLocale, selectLocale, parsePath } from '@silca/i18n';
import { z } from 'zod';
import { market } from '../../market';
import { CACHE } from '../http/cache-control';
import '../http/context';
import { contentFailure } from '../http/http-errors.server';

const slugQuery = z.object({
  path: z.string().min(1).max(2048).startsWith('/'),
  locale: z.string().refine(isLocale, 'not one of the nine locales').optional(),
});

/**
 * `GET /api/checkStorySlugs?path=&locale=` (docs/requirements/urls.md#slug-canonicalisation, docs/requirements/urls.md#slug-canonicalisation): `{ path, lang }` with the
 * canonical path when the asked path names a story by another path (wrong-language slug, old
 * slug, missing `global` segment); 204 when the path is already canonical or names no story.
 * 400 with the problems for a missing or malformed query; 503 when the CMS is down.
 */
export async function loadCheckStorySlugs({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = slugQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) {
    return json(
      { error: 'Bad request', issues: query.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) },
      { status: 400, headers: { 'Cache-Control': CACHE.none } },
    );
  }
  const locale = query.data.locale ?? selectLocale({ parsed: parsePath(query.data.path, market), market }).locale;
  try {
    const result = await checkStorySlugs(context.content, { path: query.data.path, locale, market });
    if (!result) return new Response(null, { status: 204, headers: { 'Cache-Control': CACHE.public } });
    return json(result, { headers: { 'Cache-Control': CACHE.public } });
  } catch (error) {
    return contentFailure(error, url.pathname);
  }
}

/**
 * `GET /api/getCustomLanding/{path}` (docs/requirements/urls.md#custom-landing): the page data of the two custom landings.
 * 404 for any other path; failure is 500 'There were some errors retrieving data' (docs/requirements/pages.md#error-messages).
 */
export async function loadCustomLandingData({ request, params, context }: LoaderFunctionArgs) {
  const locale = selectLocale({ parsed: null, market, cookieHeader: request.headers.get('Cookie') }).locale;
  try {
    const result = await getCustomLanding(context.content, params['*'] ?? '', { language: locale });
    return json(result, { headers: { 'Cache-Control': CACHE.public } });
  } catch (error) {
    const status = (error as { status?: number }).status;
    const message = error instanceof Error ? error.message : 'There were some errors retrieving data';
    // docs/requirements/pages.md#error-messages keeps the 500; when the content service was down or refused (a flood), say when to come back.
    const cause = (error as { cause?: unknown }).cause;
    const outage = cause instanceof Error && cause.name === 'ContentUnavailableError';
    return json(
      { error: message },
      { status: status === 404 ? 404 : 500, headers: { 'Cache-Control': CACHE.none, ...(outage ? { 'Retry-After': '30' } : {}) } },
    );
  }
}
