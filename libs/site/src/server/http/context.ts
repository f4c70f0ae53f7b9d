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
 * What every loader and action gets, built per request (decision 1070): no ambient state.
 * - `content`: libs/content as this request's view (calls end when the visitor leaves).
 * - `scope`: the visitor request; pass it to shared work, speculative for an unknown URL.
 * - `siteUrl`: the public origin, no trailing slash.
 */
export interface SiteLoadContext {
  content: ContentService;
  scope: RequestScope;
  siteUrl: string;
  siteUrls: SiteUrls;
  /** Storyblok preview token for verifying visual-editor requests; never in loader data (docs/requirements/content.md#visual-editor). */
  previewToken?: string;
  /** Sent to verified previews only. */
  bridgeUrl?: string;
  /** Empty in development. */
  blockAssets: BlockAssets;
  /** docs/requirements/pages.md#build-freshness; `development` in development. */
  buildId?: string;
  /** docs/requirements/product.md#site-configuration (decision 0761). */
  site?: SiteConfig;
  /** Decision 0780; null in development. */
  styles?: StyleBundles | null;
  cspNonce?: string;
  leads?: LeadsService;
  /** Express `req.ip` (trusted proxies only), for the form rate limit. */
  clientIp?: string;
  /** Decision 0883: the page loader marks other URLs speculative. */
  knownPages?: KnownPages;
  /** Decision 1001. */
  sitemap?: SitemapMemo;
  /** Origin of the embedded content server's `/f/...` assets, read by the zip download; undefined with Storyblok. */
  assetOrigin?: string;
  /** No token in loader data. */
  auth?: AuthService;
  /** The browser's origin for the login callback (decision 0602). */
  authOrigin?: string;
  /** Search (docs/requirements/search.md#search-service); server-only, no key reaches the browser. */
  search?: SearchService;
  /** The authorization policy (docs/requirements/extranet.md#access, decision 0860). */
  access?: AccessPolicy;
  /** A Remix data request (decision 1044); loaders see the URL without `.data`. */
  dataRequest?: boolean;
}

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
  /** It may change once the port is bound in development. */
  publicOrigin: () => string;
}

/** Remix's `getLoadContext`: one request's {@link SiteLoadContext}. */
export function loadContextFor(sources: LoadContextSources): (req: Request, res: Response) => AppLoadContext {
  const { backend, search, leads, auth, access, knownPages, sitemap, siteUrl, siteUrls, site, blockAssets, buildId, styles, publicOrigin } = sources;
  return (req, res) => {
    // A server mounting Remix without visitorScope opens the same scope here.
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
      assetOrigin: backend.localServer ? new URL(backend.localServer.endpoint).origin : undefined,
      dataRequest: isDataRequest(req.originalUrl),
    };
  };
}

declare module '@remix-run/server-runtime' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
}

// Single fetch (decision 1044): loader data types are the loaders' own values.
declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}
