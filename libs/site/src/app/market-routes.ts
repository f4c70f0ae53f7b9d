import { index, route, type RouteConfigEntry } from '@remix-run/route-config';
import { localePrefixPatterns, type Market } from '@silca/i18n';
import { STORY_ROUTE_ID } from './route-ids';

/**
 * The Remix route config of one market (docs/requirements/performance.md#route-matching-cost, decisions 0780 and
 * 1042): resource routes, the `extranet` layout per locale-prefix shape and the `page` splat; each loader
 * matches the libs/i18n route table itself. Case-sensitive, so `/EN/Global` is no second URL.
 */
export function marketRoutes(market: Market): RouteConfigEntry[] {
  return [
    route('/api/checkStorySlugs', 'routes/api.check-story-slugs.ts', { id: 'api-check-story-slugs' }),
    route('/api/getCustomLanding/*', 'routes/api.get-custom-landing.ts', { id: 'api-get-custom-landing' }),
    route('/sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
    route('/robots.txt', 'routes/robots.ts', { id: 'robots' }),
    route('/api/downloads', 'routes/api.downloads.ts', { id: 'api-downloads' }),
    route('/api/consent', 'routes/api.consent.ts', { id: 'api-consent', caseSensitive: true }),
    route('/api/form-token', 'routes/api.form-token.ts', { id: 'api-form-token', caseSensitive: true }),
    route('/api/partner', 'routes/api.partner.ts', { id: 'api-partner', caseSensitive: true }),
    route('/auth/login', 'routes/auth.login.ts', { id: 'auth-login', caseSensitive: true }),
    route('/auth/callback', 'routes/auth.callback.ts', { id: 'auth-callback', caseSensitive: true }),
    route('/auth/logout', 'routes/auth.logout.ts', { id: 'auth-logout', caseSensitive: true }),
    route('/auth/popup-done', 'routes/auth.popup-done.ts', { id: 'auth-popup-done', caseSensitive: true }),
    ...localePrefixPatterns(market).map((shape, i) => {
      const suffix = i === 0 ? '' : `-${i}`;
      return route(`${shape}/extranet`, 'routes/extranet-layout.tsx', { id: `extranet${suffix}`, caseSensitive: true }, [
        index('routes/extranet-page.tsx', { id: `${STORY_ROUTE_ID.extranetIndex}${suffix}` }),
        route('*', 'routes/extranet-page.tsx', { id: `${STORY_ROUTE_ID.extranetPage}${suffix}` }),
      ]);
    }),
    index('routes/page.tsx', { id: STORY_ROUTE_ID.pageIndex }),
    route('*', 'routes/page.tsx', { id: STORY_ROUTE_ID.page }),
  ];
}
