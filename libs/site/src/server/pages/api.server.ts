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
 * `GET /api/checkStorySlugs?path=&locale=` (docs/requirements/urls.md#slug-canonicalisation): `{ path, lang }` or 204 when
 * already canonical or no story; 400 for a bad query; 503 when the CMS is down.
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

/** `GET /api/getCustomLanding/{path}` (docs/requirements/urls.md#custom-landing); 404 for other paths, 500 on failure. */
export async function loadCustomLandingData({ request, params, context }: LoaderFunctionArgs) {
  const locale = selectLocale({ parsed: null, market, cookieHeader: request.headers.get('Cookie') }).locale;
  try {
    const result = await getCustomLanding(context.content, params['*'] ?? '', { language: locale });
    return json(result, { headers: { 'Cache-Control': CACHE.public } });
  } catch (error) {
    const status = (error as { status?: number }).status;
    const message = error instanceof Error ? error.message : 'There were some errors retrieving data';
    // The 500 stays; an outage or refusal adds when to come back.
    const cause = (error as { cause?: unknown }).cause;
    const outage = cause instanceof Error && cause.name === 'ContentUnavailableError';
    return json(
      { error: message },
      { status: status === 404 ? 404 : 500, headers: { 'Cache-Control': CACHE.none, ...(outage ? { 'Retry-After': '30' } : {}) } },
    );
  }
}
