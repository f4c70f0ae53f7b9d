import type { LoaderFunctionArgs } from '@remix-run/node';
import { localePrefix } from '@silca/i18n';
import { market } from '../market';
import '../server/http/context';

/**
 * `GET /robots.txt`: everything public is crawlable except the extranet (never indexed,
 * docs/requirements/content.md#space-layout, docs/requirements/pages.md#progressive-enhancement) and the resource APIs; points crawlers at this site's sitemap. On a
 * non-indexable deployment everything is disallowed.
 */
export async function loadRobots({ context }: LoaderFunctionArgs): Promise<Response> {
  // A deployment that is not the production one (SITE_INDEXABLE, decision 0761) keeps crawlers
  // out entirely; the sitemap still builds, for checks.
  if (context.site && !context.site.indexable) {
    return new Response(['User-agent: *', 'Disallow: /', `Sitemap: ${context.siteUrl}/sitemap.xml`, ''].join('\n'), {
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    });
  }
  const extranetPaths = market.locales.map((l) => '/' + [...localePrefix(l, market), 'extranet'].join('/'));
  const lines = [
    'User-agent: *',
    ...[...new Set(['/extranet', ...extranetPaths])].map((p) => `Disallow: ${p}`),
    'Disallow: /api/',
    `Sitemap: ${context.siteUrl}/sitemap.xml`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
