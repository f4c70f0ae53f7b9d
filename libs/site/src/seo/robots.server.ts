import type { LoaderFunctionArgs } from '@remix-run/node';
import { localePrefix } from '@silca/i18n';
import { market } from '../market';
import '../server/http/context';

/** `GET /robots.txt` (docs/requirements/urls.md#sitemap-and-robots, docs/requirements/product.md#site-configuration). */
export async function loadRobots({ context }: LoaderFunctionArgs): Promise<Response> {
  // Not the production deployment (decision 0761).
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
