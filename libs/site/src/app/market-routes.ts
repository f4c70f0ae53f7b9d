import { index, route, type RouteConfigEntry } from '@remix-run/route-config';
import { localePrefixPatterns, type Market } from '@silca/i18n';
import { STORY_ROUTE_ID } from './route-ids';

/**
 * The Remix route config of one market (docs/requirements/architecture.md#workspace-layout, docs/requirements/performance.md#route-matching-cost,
 * decisions 0780 and 1042), in `@remix-run/route-config`'s form for `routes.ts`. It is small and
 * does not grow with route families or locales: the route table of libs/i18n stays the one source
 * of truth and is matched by each loader (`parsePath`, precompiled per market and locale), which
 * also gives the locale-suffixed route name (`products-slug___it`, docs/requirements/urls.md#route-names).
 * - `page` (index and splat): every public page, the unprefixed-global redirect and the 404;
 * - `extranet` layout under each locale-prefix shape (`/:lang/global/extranet`, `/extranet`),
 *   with its pages as index and splat children (docs/requirements/urls.md#extranet-routes);
 * - the resource routes of docs/requirements/urls.md#slug-canonicalisation, the sitemap and robots.txt.
 * Paths are case-sensitive so that `/EN/Global` is not a second URL for `/en/global`.
 */
export function marketRoutes(market: Market): RouteConfigEntry[] {
  return [
    // Resource routes of docs/requirements/urls.md#slug-canonicalisation and the sitemap: the same on every market.
    route('/api/checkStorySlugs', 'routes/api.check-story-slugs.ts', { id: 'api-check-story-slugs' }),
    route('/api/getCustomLanding/*', 'routes/api.get-custom-landing.ts', { id: 'api-get-custom-landing' }),
    route('/sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
    route('/robots.txt', 'routes/robots.ts', { id: 'robots' }),
    // Zip of chosen public files (docs/requirements/pages.md#downloads, docs/requirements/pages.md#download-variants).
    route('/api/downloads', 'routes/api.downloads.ts', { id: 'api-downloads' }),
    // The cookie choice sent without JavaScript from the cookie policy (docs/requirements/pages.md#cookie-consent).
    route('/api/consent', 'routes/api.consent.ts', { id: 'api-consent', caseSensitive: true }),
    // A fresh form token per visitor, swapped in on hydration (decision 0935).
    route('/api/form-token', 'routes/api.form-token.ts', { id: 'api-form-token', caseSensitive: true }),
    // Who is signed in, for the public header's sign added after hydration (decision 1025).
    route('/api/partner', 'routes/api.partner.ts', { id: 'api-partner', caseSensitive: true }),
    // Partner login (docs/requirements/extranet.md#login-flow, libs/auth): start, provider callback, logout.
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
