import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import { startAuthBackend } from '@silca/auth';
import { hasRenderableContent } from '@silca/blocks/content';
import { AccessPolicy, assetHostFor, checkSpace, startContentBackend, type Story } from '@silca/content';
import { startLeadsBackend } from '@silca/forms';
import { startSearchBackend } from '@silca/search';
import { resolveMarket, type MarketId } from '@silca/i18n';
import compression from 'compression';
import express from 'express';
import { readServerConfig, siteUrlsFrom } from './http/config';
import { embeddedAllowedUrls } from '../extranet/auth-origin.server';
import { bodyLimit, bodyLimitFor, withBufferedBody } from './http/body-limit';
import { builtFiles } from './http/built-files';
import { clientLeft } from './http/client-gone';
import { contentWebhook, STORYBLOK_WEBHOOK_PATH } from './http/content-webhook';
import { loadContextFor } from './http/context';
import { EXTRANET_FILES_PREFIX, SIGNED_ASSETS_PREFIX, extranetFiles, signedFiles } from '../extranet/extranet-files.server';
import { createFileLinkSigner } from '../extranet/file-links.server';
import { heapLimitCheck } from './http/heap-limit';
import { responseHeaderBounds } from './http/header-bounds';
import { log } from './http/log';
import { plainErrorPage } from './http/plain-error-page';
import { sameOriginGate } from './http/same-origin';
import { searchApiHandler } from '../search/search-api.server';
import { listenEarly } from './http/early-listen';
import { clientRequestLimit, connectionServerOptions, limitConnections, trustedProxyMatcher } from './http/connection-limits';
import { contentReadiness, createLifecycle } from './http/lifecycle';
import { startDevServices, type DevServicesEntry } from './dev-services';
import { localeCookieMiddleware } from './http/locale-cookie';
import { LOCALE_STRINGS_PREFIX, localeStringsFrom } from './http/locale-strings';
import { createKnownPages } from './pages/known-pages.server';
import { createSitemapMemo } from '../seo/sitemap-memo.server';
import { sessionRefusalLog } from './http/refusal-log';
import { renderGate } from './http/render-gate';
import { retryAfterOn503 } from './http/retry-after';
import { pathScreen } from './http/path-guard';
import { uppercaseRedirect } from './http/uppercase-redirect';
import { createPageCache, dropUnusedQuery, readPageCacheConfig } from './http/page-cache';
import { answerClientErrors, listenHostFor, parseTrustedProxies, plainErrorHandler, requestScreen, securityHeaders, visitorScope } from './http/security';
import { buildIdHandler, loadServerBuild } from './http/server-build';
import { noindexEverything, siteConfigFrom } from './http/site-config';

export interface StartSiteServerOptions {
  /** Holds `build/`. */
  appRoot: string;
  market: MarketId;
  env?: NodeJS.ProcessEnv;
  /** The esbuild bundle passes its own (decision 0720). */
  serverBuild?: () => Promise<unknown>;
  /** The bundle passes its `dev-services.mjs` (decision 1031); default: sources with tsx. */
  devServices?: DevServicesEntry;
}

/** Generous: the child reads content/ and makes a certificate. */
const STAND_INS_START_TIMEOUT_MS = 60_000;

export interface RunningSite {
  url: string;
  close(): Promise<void>;
}

/** Starts one market's website (docs/requirements/architecture.md#request-path); throws on an invalid environment or a taken port. */
export async function startSiteServer(options: StartSiteServerOptions): Promise<RunningSite> {
  const env = { ...process.env, ...options.env };
  const config = readServerConfig(env);
  log.setLevel(config.LOG_LEVEL);
  const production = config.NODE_ENV === 'production';
  let listeningPort = config.PORT;
  // /healthz before the backends start, other requests held (decision 0913).
  const listenHost = listenHostFor(env, config);
  const early = await listenEarly(config.PORT, listenHost, options.market, connectionServerOptions());
  const isTrustedProxy = trustedProxyMatcher(parseTrustedProxies(config.TRUSTED_PROXIES));
  limitConnections(early.server, config, isTrustedProxy);
  // A SIGTERM or SIGINT while the stand-ins start ends the start (decision 1031).
  const starting = new AbortController();
  const stopStarting = () => starting.abort();
  process.once('SIGTERM', stopStarting);
  process.once('SIGINT', stopStarting);
  const devServices = await startDevServices({
    entry: options.devServices ?? { file: path.resolve(options.appRoot, '../../stand-ins/dev-services/src/main.ts'), execArgv: ['--import', 'tsx'] },
    env,
    assetBaseUrl: '/_assets',
    market: options.market,
    timeoutMs: STAND_INS_START_TIMEOUT_MS,
    signal: starting.signal,
  }).finally(() => {
    process.off('SIGTERM', stopStarting);
    process.off('SIGINT', stopStarting);
  });
  // The embedded space signs private files on its own origin, as Storyblok's asset host does (decision 0962).
  const backend = await startContentBackend({ env, assetBaseUrl: '/_assets', standIn: devServices?.content });
  if (!backend.config.assetToken) log.warn('STORYBLOK_ASSET_TOKEN is not set: extranet files answer 503 until it is (decision 0800)');
  // Who may see each story and file (docs/requirements/extranet.md#access, decision 0860).
  const access = new AccessPolicy(backend.service);
  // A real space is checked once in the background for what the site needs (README).
  if (backend.config.mode === 'remote') {
    void checkSpace(backend.endpoint, backend.config.token).then((problems) => problems.forEach((p) => log.warn(`Storyblok space: ${p.message}`)));
  }
  // Algolia or the embedded twin (docs/requirements/search.md#indexes-and-records); stories with nothing renderable get no records
  // (docs/requirements/hardening.md#partial-content, decision 0953).
  const isRenderable = (story: Story) => hasRenderableContent(story.content);
  const search = await startSearchBackend({ env, content: backend.service, markets: [options.market], isRenderable, standIn: devServices?.search });
  const lifecycle = createLifecycle({ market: options.market, env });
  lifecycle.register('content', contentReadiness(backend));
  // Leads: DATABASE_URL and SMTP_URL, else the stand-ins' PGlite and mail sink (decision 1035).
  const leads = await startLeadsBackend({ env, market: options.market, log, standIn: devServices?.leads });
  lifecycle.register('leads', leads);
  lifecycle.register('search', search);
  // Partner login (docs/requirements/extranet.md#login-flow): Auth0 with AUTH0_DOMAIN, else the embedded provider; tokens and sessions in
  // the leads database (decisions 0801, 0870, 1006).
  const auth = await startAuthBackend({
    env,
    standIn: devServices?.auth,
    database: leads.database,
    // Only this site's own callback and logout URLs, as on a tenant.
    allowedUrls: () => embeddedAllowedUrls(publicOrigin, listeningPort, resolveMarket(options.market), env.AUTH0_CALLBACK_URL || undefined),
    onSessionRefused: sessionRefusalLog.note,
    // From configuration, never a request header (decision 1006).
    https: () => publicOrigin.startsWith('https:'),
    // A refused client secret or missing roles claim is a configuration fault, not the partner's.
    onConfigurationError: (problem) => log.error('auth configuration error', { problem }),
  });
  lifecycle.register('auth', auth);

  const { build, vite, blockAssets, styles, buildId } = await loadServerBuild({ production, appRoot: options.appRoot, serverBuild: options.serverBuild });

  const siteUrls = siteUrlsFrom(config, options.market);
  const siteUrl = siteUrls[options.market] ?? resolveMarket(options.market).defaultUrl;
  // Configuration only, never a request header (docs/requirements/hardening.md#proxies-and-origin).
  let publicOrigin = config.SITE_URL ?? (production ? siteUrl : `http://localhost:${config.PORT}`);
  const site = siteConfigFrom(config, resolveMarket(options.market), siteUrl);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', parseTrustedProxies(config.TRUSTED_PROXIES));

  app.use(retryAfterOn503());
  // Decision 0996.
  app.use(responseHeaderBounds());
  app.use(
    securityHeaders({
      production,
      previewToken: backend.config.previewToken,
      bridgeUrl: backend.config.bridgeUrl,
      // Login and logout forms redirect to the identity provider (decision 0602).
      extraSources: { 'form-action': [`https://${auth.config.domain}`] },
    }),
  );
  // After the headers, so these answers carry them too.
  app.use(lifecycle.middleware);
  app.use(clientRequestLimit(config.CONNECTIONS_PER_CLIENT_MAX, isTrustedProxy));
  app.use(requestScreen({ publicOrigin: () => publicOrigin }));
  app.use(pathScreen());
  app.use(uppercaseRedirect(resolveMarket(options.market)));
  app.use(dropUnusedQuery());
  if (!site.indexable) app.use(noindexEverything);
  app.use(visitorScope());
  // Before any body is read (decisions 0620, 0880).
  app.use(sameOriginGate({ publicOrigin: () => publicOrigin, render: plainErrorPage, log: log.info }));
  app.use(bodyLimit({ limitFor: (p) => bodyLimitFor(p, leads.service.config.FORM_MAX_BODY_BYTES), log: log.info }));
  app.use(compression());

  if (backend.assetHandler) app.use('/_assets', backend.assetHandler);
  // Extranet files (docs/requirements/extranet.md#no-leaks, decisions 0800, 0962): the session route checks partner and policy and
  // redirects to a signed link, which checks again and streams the file.
  const fileLinks = createFileLinkSigner({ secrets: auth.config.sessionSecrets, ttlS: config.FILE_LINK_TTL_S });
  app.use(
    EXTRANET_FILES_PREFIX,
    extranetFiles({
      getUser: (cookie) => auth.service.getUser(new Request('http://localhost/', { headers: { cookie } })),
      policy: (request) => access.map(request),
      links: fileLinks,
      publicUrl: (assetPath) => (backend.config.mode === 'remote' ? `${assetHostFor(backend.config.region)}${assetPath}` : `/_assets${assetPath}`),
    }),
  );
  const embeddedOrigin = backend.config.mode === 'remote' ? null : new URL(backend.endpoint).origin;
  app.use(
    SIGNED_ASSETS_PREFIX,
    signedFiles({
      policy: (request) => access.map(request),
      links: fileLinks,
      signedUrl: (assetPath, request) => backend.service.signedAssetUrl(assetPath, request),
      isAssetHostUrl: (url) => (embeddedOrigin ? url.startsWith(`${embeddedOrigin}/`) : /^https:\/\/[^/\\]+\//.test(url)),
      onError: (error) => log.warn(`extranet file not served: ${(error as Error)?.message ?? error}`),
    }),
  );
  app.use(LOCALE_STRINGS_PREFIX, localeStringsFrom(build));
  app.use(vite ? vite.middlewares : builtFiles(options.appRoot, styles));

  app.use(localeCookieMiddleware(resolveMarket(options.market)));

  // Full-page cache of public pages (docs/requirements/performance.md#page-cache, decision 0740), right before Remix.
  const pageCacheConfig = readPageCacheConfig(env);
  const pageCache = createPageCache({ config: pageCacheConfig, publicOrigin: () => publicOrigin });
  const knownPages = createKnownPages({ market: resolveMarket(options.market) });
  const sitemap = createSitemapMemo();
  // Unknown slugs 404 without a CMS request (docs/requirements/hardening.md#unknown-pages, decision 1002); rebuilt on each invalidation.
  backend.service.useStoryIndex(knownPages);
  app.post(
    STORYBLOK_WEBHOOK_PATH,
    ...contentWebhook({
      secret: backend.config.webhookSecret,
      targets: [backend.webhookTarget],
      search: search.service,
      access,
      pageCache,
      pageCacheConfig,
      dedupeMs: backend.config.webhookDedupeMs,
      rateLimit: backend.config.webhookRateLimit,
      rateWindowS: backend.config.webhookRateWindowS,
      onAccepted: () => sitemap.invalidate(),
    }),
  );
  app.get('/_build.json', buildIdHandler(buildId));

  app.get('/api/search', searchApiHandler(search.service, resolveMarket(options.market)));

  app.use(pageCache.middleware);
  // Uncached renders within bounds (docs/requirements/performance.md#render-queue, decision 0822); known pages before unknown URLs
  // (decision 0883).
  app.use(
    renderGate({
      concurrency: config.RENDER_CONCURRENCY,
      queueMax: config.RENDER_QUEUE_MAX,
      maxWaitMs: config.RENDER_QUEUE_WAIT_MS,
      isPriority: (req) => knownPages.isKnown(backend.service, req.path) === true,
    }),
  );

  const remix = createRequestHandler({
    build,
    mode: production ? 'production' : 'development',
    getLoadContext: loadContextFor({
      backend,
      search,
      leads,
      auth,
      access,
      knownPages,
      sitemap,
      siteUrl,
      siteUrls,
      site,
      blockAssets,
      buildId,
      styles,
      publicOrigin: () => publicOrigin,
    }),
  });
  // A client already gone gets no render: Remix's signal would wait for a past 'close' (docs/requirements/hardening.md#cancelled-requests).
  app.all('*', (req, res, next) => (clientLeft(res) ? undefined : remix(withBufferedBody(req), res, next)));
  app.use(plainErrorHandler);

  const { server } = early;
  early.serve(app);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  listeningPort = port;
  const url = `http://localhost:${port}`;
  if (!config.SITE_URL && !production) publicOrigin = url;
  // The child's provider reads these per request.
  devServices?.setAllowedUrls(embeddedAllowedUrls(publicOrigin, listeningPort, resolveMarket(options.market), env.AUTH0_CALLBACK_URL || undefined));
  answerClientErrors(server);
  // Before the first flood can come.
  void knownPages.refresh(backend.service);
  const heap = heapLimitCheck();
  log.info(`site-${options.market} listening on ${url}`, { mode: production ? 'production' : 'development', heapLimitMb: heap.limitMb });
  if (production && heap.warning) log.warn(heap.warning);

  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await vite?.close();
    await search.close();
    await backend.close();
    // Its token store uses the leads database.
    await auth.close();
    await leads.close();
    await devServices?.close();
  };
  lifecycle.handleSignals(server, close);
  return { url, close };
}

/** Defined only in scripts/bundle-server.ts's bundle (decision 0720). */
declare const __SILCA_BUNDLE__: boolean | undefined;

/** A market app's `server.ts`: from the bundle (decision 0720) or sources; throws what {@link startSiteServer} throws. */
export function startMarketApp(meta: ImportMeta, market: MarketId): Promise<RunningSite> {
  const bundled = typeof __SILCA_BUNDLE__ !== 'undefined' && __SILCA_BUNDLE__;
  if (bundled) process.env.NODE_ENV ??= 'production';
  return startSiteServer({
    appRoot: bundled ? path.resolve(meta.dirname, '..') : meta.dirname,
    market,
    serverBuild: bundled ? () => import(new URL('./remix.mjs', meta.url).href) : undefined,
    devServices: bundled ? { file: fileURLToPath(new URL('./dev-services.mjs', meta.url)), execArgv: [] } : undefined,
  });
}
