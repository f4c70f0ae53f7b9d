import type { AuthBackend, AuthService } from '@silca/auth';
import { contentForRequest, createRequestScope, type AccessPolicy, type ContentBackend, type ContentService, type RequestScope } from '@silca/content';
import type { AppLoadContext } from '@remix-run/node';
import type { Request, Response } from 'express';
import type { LeadsBackend, LeadsService } from '@silca/forms';
import type { SiteUrls } from '@silca/i18n';
import type { SearchBackend, SearchService } from '@silca/search';
import type { BlockAssets } from '../../vite/block-assets-plugin';
import type { SiteConfig } from './site-config';
import type { StyleBundles } from './style-bundles';
import type { KnownPages } from '../pages/known-pages.server';
import type { SitemapMemo } from '../../seo/sitemap-memo.server';
import { authOriginFor } from '../../extranet/auth-origin.server';
import { clientSignal } from './client-gone';
import { isDataRequest } from './data-request';
import { requestScopeOf } from './security/visitor-scope';

/**
 * What every loader and action gets from the HTTP server (Remix load context), built for each
 * request (decision 1070, the shape of Hydrogen's per-request context): nothing a loader uses is
 * ambient state.
 * - `content`: the one door to content (libs/content), local stand-in or real Storyblok, as this
 *   request's view (its calls carry `scope`: they end when the visitor leaves).
 * - `scope`: the visitor request (abort signal, start, speculative flag); pass it to shared work
 *   (the access policy, the story memo) and mark it speculative for a URL that is no known page.
 * - `siteUrl`: the public origin for canonical and hreflang URLs, without trailing slash.
 */
export interface SiteLoadContext {
  content: ContentService;
  scope: RequestScope;
  siteUrl: string;
  /** Public origins of every market's site (hreflang, location selector). */
  siteUrls: SiteUrls;
  /**
   * The Storyblok preview token, to verify visual-editor requests on the server. Server-only:
   * never put it in loader data (docs/requirements/architecture.md#examples, Storyblok pitfalls).
   */
  previewToken?: string;
  /** Script of the visual editor's bridge (STORYBLOK_BRIDGE_URL), sent to verified previews only. */
  bridgeUrl?: string;
  /** Files of each lazy block and template, from the client build (empty in development). */
  blockAssets: BlockAssets;
  /** Id of the running build (`/_build.json`, docs/requirements/pages.md#build-freshness), `development` in development. */
  buildId?: string;
  /** The site configuration of docs/requirements/product.md#site-configuration (indexable, url, website id; decision 0761). */
  site?: SiteConfig;
  /** Combined stylesheets of the production build (decision 0780); null in development. */
  styles?: StyleBundles | null;
  /** Per-response CSP nonce for inline scripts (docs/requirements/architecture.md#examples, Epic Stack). */
  cspNonce?: string;
  /** The leads backend (libs/forms): store, outbox, form tokens, rate limit. Server-only. */
  leads?: LeadsService;
  /** The client's address (Express `req.ip`, trusted proxies only), for the form rate limit. */
  clientIp?: string;
  /** The market's page paths (decision 0883): the page loader marks other URLs speculative. Server-only. */
  knownPages?: KnownPages;
  /** The built sitemap, shared by concurrent requests and kept until a publish (decision 1001). Server-only. */
  sitemap?: SitemapMemo;
  /**
   * Origin of the embedded content server, which serves public assets only at `/f/...` (the site's
   * `/_assets/...`): the zip download reads files there (docs/requirements/pages.md#downloads). Undefined with real Storyblok.
   */
  assetOrigin?: string;
  /** Partner login (libs/auth): sessions, login, callback, logout. Server-only; no token in loader data. */
  auth?: AuthService;
  /**
   * The site's origin as the browser sees it, for the login callback URL: the public origin, or in
   * embedded-login mode a loopback Host the browser used (tests on free ports, decision 0602).
   */
  authOrigin?: string;
  /**
   * Search (libs/search, docs/requirements/search.md#search-goals): public and partner search, type-ahead, related products,
   * over algoliasearch (Algolia or the embedded twin). Server-only: no key reaches the browser.
   */
  search?: SearchService;
  /**
   * The authorization policy (docs/requirements/extranet.md#access, decision 0860): who may see each story and file, from the
   * content. Every path into partner data asks it (access/access.server.ts).
   */
  access?: AccessPolicy;
  /**
   * A Remix data request (`/path.data`, or `?_data=`), not a document one (decision 1044): loaders
   * see the page's URL without `.data`, and the extranet guard redirects documents only.
   */
  dataRequest?: boolean;
}

/** The running backends and start-time values every request's load context is made of. */
export interface LoadContextSources {
  backend: ContentBackend;
  search: SearchBackend;
  leads: LeadsBackend;
  auth: AuthBackend;
  access: AccessPolicy;
  knownPages: KnownPages;
  sitemap: SitemapMemo;
  siteUrl: string;
  siteUrls: SiteUrls;
  site: SiteConfig;
  blockAssets: BlockAssets;
  buildId: string;
  styles: StyleBundles | null;
  /** The public origin (it may change once the port is bound in development). */
  publicOrigin: () => string;
}

/**
 * Remix's `getLoadContext`: the load context ({@link SiteLoadContext}) of one request, from the backends and
 * the request itself (client address, CSP nonce set by the security headers, the origin the
 * login callback uses).
 */
export function loadContextFor(sources: LoadContextSources): (req: Request, res: Response) => AppLoadContext {
  const { backend, search, leads, auth, access, knownPages, sitemap, siteUrl, siteUrls, site, blockAssets, buildId, styles, publicOrigin } = sources;
  return (req, res) => {
    // The scope visitorScope opened; a server mounting Remix without it opens the same one here.
    const scope = requestScopeOf(res) ?? createRequestScope({ signal: clientSignal(res) });
    return {
      content: contentForRequest(backend.service, scope),
      scope,
      search: search.service,
      access,
      siteUrl,
      siteUrls,
      site,
      previewToken: backend.config.previewToken,
      bridgeUrl: backend.config.bridgeUrl,
      blockAssets,
      buildId,
      styles,
      cspNonce: res.locals.cspNonce as string,
      leads: leads.service,
      clientIp: req.ip,
      knownPages,
      sitemap,
      auth: auth.service,
      authOrigin: authOriginFor(req, auth.config.mode, publicOrigin()),
      // Where the zip endpoint reads public assets (embedded server; real Storyblok URLs are absolute).
      assetOrigin: backend.localServer ? new URL(backend.localServer.endpoint).origin : undefined,
      dataRequest: isDataRequest(req.originalUrl),
    };
  };
}

declare module '@remix-run/server-runtime' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
}

// Single fetch is on (decision 1044): loader data types are the loaders' own values, as sent by turbo-stream.
declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}
