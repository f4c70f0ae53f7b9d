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

/** Options of {@link startSiteServer}. */
export interface StartSiteServerOptions {
  /** Absolute folder of the market app (holds `build/`). */
  appRoot: string;
  /** The app's market id, used for the public URL default and logs. */
  market: MarketId;
  /** Overrides of environment variables (tests). */
  env?: NodeJS.ProcessEnv;
  /** Loads the Remix server build; the esbuild bundle passes its own (decision 0720). Default `{appRoot}/build/server/index.js`. */
  serverBuild?: () => Promise<unknown>;
  /** The stand-ins' child entry (decision 1031); the bundle passes its `dev-services.mjs`. Default: the workspace's sources, run with tsx. */
  devServices?: DevServicesEntry;
}

/** How long the stand-ins' process may take to listen (it reads content/ and makes a certificate; generous on a loaded machine). */
const STAND_INS_START_TIMEOUT_MS = 60_000;

/** A running site: its URL and how to stop it (tests, graceful shutdown). */
export interface RunningSite {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts one market's website (docs/requirements/architecture.md#request-path, step 1): security headers with a CSP nonce,
 * compression, long-lived caching of built assets, path screening (400 for malformed paths,
 * 301 without trailing slash), the embedded content stand-in when no Storyblok token is set,
 * and Remix. In production it serves `{appRoot}/build`; otherwise it runs Vite in middleware mode.
 * Throws when the environment is invalid (message names the variable) or the port is taken.
 */
export async function startSiteServer(options: StartSiteServerOptions): Promise<RunningSite> {
  const env = { ...process.env, ...options.env };
  const config = readServerConfig(env);
  log.setLevel(config.LOG_LEVEL);
  const production = config.NODE_ENV === 'production';
  // The port the site listens on, for the embedded provider's allowed URLs (set again once bound).
  let listeningPort = config.PORT;
  // Live before the backends start: /healthz within about a second, other requests held (decision 0913).
  const listenHost = listenHostFor(env, config);
  const early = await listenEarly(config.PORT, listenHost, options.market, connectionServerOptions());
  // What one client can hold: timeouts, body rate, connections per client and in all (decision 0995).
  const isTrustedProxy = trustedProxyMatcher(parseTrustedProxies(config.TRUSTED_PROXIES));
  limitConnections(early.server, config, isTrustedProxy);
  // Services without credentials: their stand-ins in one child process, killed with the site (decision 1031).
  // A SIGTERM or SIGINT while they start ends the wait (and the start) at once.
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
  // The embedded space signs private files on its own origin, as Storyblok does on its asset host: the site streams them (decision 0962).
  const backend = await startContentBackend({ env, assetBaseUrl: '/_assets', standIn: devServices?.content });
  if (!backend.config.assetToken) log.warn('STORYBLOK_ASSET_TOKEN is not set: extranet files answer 503 until it is (decision 0800)');
  // Who may see each story and file, from the content (docs/requirements/extranet.md#access-goals, decision 0860).
  const access = new AccessPolicy(backend.service);
  // A real space: what the site needs from it, checked once in the background (README, docs/requirements/content.md#stand-in-goals).
  if (backend.config.mode === 'remote') {
    void checkSpace(backend.endpoint, backend.config.token).then((problems) => problems.forEach((p) => log.warn(`Storyblok space: ${p.message}`)));
  }
  // Search (docs/requirements/search.md#indexes-and-records): Algolia with ALGOLIA_APP_ID, else the embedded twin, indexes built in the background.
  // Stories with nothing renderable get no search records (docs/requirements/hardening.md#partial-content): the blocks' template
  // check, from their CSS-free entry (decision 0953).
  const isRenderable = (story: Story) => hasRenderableContent(story.content);
  const search = await startSearchBackend({ env, content: backend.service, markets: [options.market], isRenderable, standIn: devServices?.search });
  // /healthz, /readyz (each backend's ready()) and graceful SIGTERM (lifecycle.ts, decision 0721).
  const lifecycle = createLifecycle({ market: options.market, env });
  lifecycle.register('content', contentReadiness(backend));
  // Leads (docs/requirements/forms.md#forms-goals): DATABASE_URL, else PGlite in DATA_DIR served by the stand-ins' child over
  // the PostgreSQL wire protocol; SMTP_URL, else the child's SMTP sink (decision 1035).
  const leads = await startLeadsBackend({ env, market: options.market, log, standIn: devServices?.leads });
  lifecycle.register('leads', leads);
  lifecycle.register('search', search);
  // Partner login (docs/requirements/extranet.md#login-flow): Auth0 when AUTH0_DOMAIN is set, else the embedded OpenID provider.
  // Tokens of partner sessions live in the leads database, shared by every instance (decision 0801).
  // Sessions live there too (decision 0870): refused cookies are summed in the log (decision 1006), never their ids.
  const auth = await startAuthBackend({
    env,
    standIn: devServices?.auth,
    database: leads.database,
    // Embedded provider: this site's own callback and logout URLs only, as on a tenant (docs/requirements/content.md#stand-in-goals).
    allowedUrls: () => embeddedAllowedUrls(publicOrigin, listeningPort, resolveMarket(options.market), env.AUTH0_CALLBACK_URL || undefined),
    onSessionRefused: sessionRefusalLog.note,
    // `__Host-` session cookie when the configured public origin is HTTPS (decision 1006), never from a request header.
    https: () => publicOrigin.startsWith('https:'),
    // A refused client secret or a missing roles claim: the tenant or our settings, not the partner (docs/requirements/content.md#stand-in-goals).
    onConfigurationError: (problem) => log.error('auth configuration error', { problem }),
  });
  lifecycle.register('auth', auth);

  // The Remix build (Vite middleware in development), its block assets and style bundles (server-build.ts).
  const { build, vite, blockAssets, styles, buildId } = await loadServerBuild({ production, appRoot: options.appRoot, serverBuild: options.serverBuild });

  const siteUrls = siteUrlsFrom(config, options.market);
  const siteUrl = siteUrls[options.market] ?? resolveMarket(options.market).defaultUrl;
  // Origin of Remix's request.url (docs/requirements/hardening.md#proxies-and-origin): configuration only, never a request header.
  let publicOrigin = config.SITE_URL ?? (production ? siteUrl : `http://localhost:${config.PORT}`);
  // docs/requirements/product.md#site-configuration site configuration: staging and every non-production deployment stay out of search engines.
  const site = siteConfigFrom(config, resolveMarket(options.market), siteUrl);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', parseTrustedProxies(config.TRUSTED_PROXIES));

  // Every 503 says when to come back (docs/requirements/hardening.md#hardening-goals).
  app.use(retryAfterOn503());
  // No response header grows with client input past the edge's 8 KB (decision 0996).
  app.use(responseHeaderBounds());
  // Hardening (docs/requirements/hardening.md#hostile-requests, decision 0660): headers on every response, then request and path screens.
  app.use(
    securityHeaders({
      production,
      previewToken: backend.config.previewToken,
      bridgeUrl: backend.config.bridgeUrl,
      // The login and logout forms redirect to the identity provider (docs/requirements/extranet.md#login-flow, decision 0602).
      extraSources: { 'form-action': [`https://${auth.config.domain}`] },
    }),
  );
  // After the headers, so /healthz, /readyz and draining answers carry them too.
  app.use(lifecycle.middleware);
  // Behind trusted proxies: requests in flight per forwarded client (decision 0995).
  app.use(clientRequestLimit(config.CONNECTIONS_PER_CLIENT_MAX, isTrustedProxy));
  app.use(requestScreen({ publicOrigin: () => publicOrigin }));
  app.use(pathScreen());
  // `/EN/global/products` answers 301 to its lower-case page (docs/requirements/urls.md#uppercase-paths); files keep their case.
  app.use(uppercaseRedirect(resolveMarket(options.market)));
  // Sitemap, robots.txt and built files take no query: dropped here, so a cache-buster is the same cache entry and work (decision 1001).
  app.use(dropUnusedQuery());
  if (!site.indexable) app.use(noindexEverything);
  app.use(visitorScope());
  // State-changing requests from another origin: 403 on every path, before any body is read
  // (our same-origin check instead of Remix's 500, decisions 0620 and 0880).
  app.use(sameOriginGate({ publicOrigin: () => publicOrigin, render: plainErrorPage, log: log.info }));
  // Every body bounded by the bytes read, per route, whatever the framing (docs/requirements/hardening.md#bounded-bodies, decision 0880).
  app.use(bodyLimit({ limitFor: (p) => bodyLimitFor(p, leads.service.config.FORM_MAX_BODY_BYTES), log: log.info }));
  app.use(compression());

  if (backend.assetHandler) app.use('/_assets', backend.assetHandler);
  // Extranet documents and images, both modes (docs/requirements/extranet.md#extranet-goals, decisions 0800 and 0962): the session
  // route checks the partner and the policy, then redirects to a signed link carrying the granted
  // roles; the link route checks it again and streams the file from the asset host's signed URL.
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
  // The client's UI strings, one immutable file per locale (decision 0843).
  app.use(LOCALE_STRINGS_PREFIX, localeStringsFrom(build));
  // Built client files, cached by kind (built-files.ts); Vite serves them in development.
  app.use(vite ? vite.middlewares : builtFiles(options.appRoot, styles));

  app.use(localeCookieMiddleware(resolveMarket(options.market)));

  // Full-page cache of public pages (docs/requirements/performance.md#speed-goals, decision 0740), mounted right before Remix renders.
  const pageCacheConfig = readPageCacheConfig(env);
  const pageCache = createPageCache({ config: pageCacheConfig, publicOrigin: () => publicOrigin });
  // The known pages and the index of story slugs (decisions 0883 and 1002).
  const knownPages = createKnownPages({ market: resolveMarket(options.market) });
  // The sitemap is built once per content change and shared (decision 1001).
  const sitemap = createSitemapMemo();
  // A slug that is no story is a 404 without a CMS request (docs/requirements/hardening.md#unknown-pages, decision 1002).
  // Each cache invalidation (a publish webhook, a reload of the embedded space) has it rebuilt.
  backend.service.useStoryIndex(knownPages);
  // Storyblok publish events clear the content, search records, access policy and page caches (content-webhook.ts).
  app.post(
    STORYBLOK_WEBHOOK_PATH,
    ...contentWebhook({
      secret: backend.config.webhookSecret,
      targets: [backend.webhookTarget],
      search: search.service,
      access,
      pageCache,
      pageCacheConfig,
      // Replays and floods (decision 1000).
      dedupeMs: backend.config.webhookDedupeMs,
      rateLimit: backend.config.webhookRateLimit,
      rateWindowS: backend.config.webhookRateWindowS,
      onAccepted: () => sitemap.invalidate(),
    }),
  );
  // The latest build id, polled by clients (docs/requirements/pages.md#build-freshness).
  app.get('/_build.json', buildIdHandler(buildId));

  // Type-ahead of the header search field: public index of this market only (docs/requirements/search.md#search-goals).
  app.get('/api/search', searchApiHandler(search.service, resolveMarket(options.market)));

  app.use(pageCache.middleware);
  // What the page cache did not answer renders within bounds: a flood of distinct URLs gets fast
  // 503s beyond them instead of starving cached pages of CPU (docs/requirements/hardening.md#hardening-goals, decision 0822).
  // Known pages render before unknown URLs, whose content calls use only spare capacity (decision 0883).
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
  // Remix reads the body the limit already read (body-limit.ts). A client that already left gets
  // no render: Remix's request signal listens for a 'close' that has passed, so its loaders would
  // run to the end for nobody (docs/requirements/hardening.md#cancelled-requests).
  app.all('*', (req, res, next) => (clientLeft(res) ? undefined : remix(withBufferedBody(req), res, next)));
  app.use(plainErrorHandler);

  const { server } = early;
  early.serve(app);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  listeningPort = port;
  const url = `http://localhost:${port}`;
  if (!config.SITE_URL && !production) publicOrigin = url;
  // The embedded provider in the child reads these per request, as it did in-process.
  devServices?.setAllowedUrls(embeddedAllowedUrls(publicOrigin, listeningPort, resolveMarket(options.market), env.AUTH0_CALLBACK_URL || undefined));
  answerClientErrors(server);
  // The known pages before the first flood can come (in the background; listings are cached).
  void knownPages.refresh(backend.service);
  const heap = heapLimitCheck();
  log.info(`site-${options.market} listening on ${url}`, { mode: production ? 'production' : 'development', heapLimitMb: heap.limitMb });
  // Started without the production node flags (decision 0960).
  if (production && heap.warning) log.warn(heap.warning);

  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await vite?.close();
    await search.close();
    await backend.close();
    // Auth first: its token store uses the leads database.
    await auth.close();
    await leads.close();
    await devServices?.close();
  };
  lifecycle.handleSignals(server, close);
  return { url, close };
}

/** Defined (true) only in the esbuild bundle of scripts/bundle-server.ts (decision 0720). */
declare const __SILCA_BUNDLE__: boolean | undefined;

/**
 * The whole `server.ts` of a market app (apps/site-*): starts that market's site from its
 * sources or from its production bundle. `meta` is the app's own `import.meta`.
 *
 * - Bundle (`node build/server.mjs`, decision 0720): always production; the app root is the
 *   bundle's parent folder, and the bundled Remix build beside it (`./remix.mjs`) is loaded, so
 *   each library exists once in the process.
 * - Sources (`node --import tsx server.ts`): production serves `./build`, otherwise Vite middleware.
 *
 * Throws what {@link startSiteServer} throws (an invalid environment names the variable).
 */
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
