import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { installChunkReloadGuard, isChunkLoadError, reloadOnce } from '../client/chunk-reload';
import { preloadStoryPage } from '../client/preload-story-page';
import { preloadSearchViewFor } from '../search/lazy-search-view';
import { withRetryPolicy } from '../client/retry-fetch';
import { createI18nInstance } from '../i18n/i18n-instance';
import type { RootLoaderData } from '../server/pages/root.server';
import type { Resource } from 'i18next';

declare global {
  interface Window {
    __remixContext: { state: { loaderData: Record<string, unknown> } };
  }
}

// The server links every route module's CSS as one combined stylesheet and empties the routes'
// `css` lists of its manifest (decision 0780, style-bundles.ts); the built manifest file the
// browser loads still lists them. Empty them here too, before hydrating, so <Links> renders the
// same head as the server did: otherwise every error page failed to hydrate (React #418: an extra
// stylesheet link where the server had the icon) and the whole document was rendered again.
const manifest = (window as unknown as { __remixManifest?: { routes?: Record<string, { css?: string[] }> } }).__remixManifest;
for (const route of Object.values(manifest?.routes ?? {})) route.css = [];

// A chunk of an old build that is gone after a deploy reloads the target page once (docs/requirements/pages.md#build-freshness).
installChunkReloadGuard();

// The browser's data requests follow the generic retry policy of docs/requirements/architecture.md#http-retries (GET once, POST never).
window.fetch = withRetryPolicy(window.fetch.bind(window));

// The UI strings of the page's locale are one immutable file per locale and deployment, named
// by the root loader and preloaded by the document (decision 0843): the client hydrates with
// exactly the strings the server rendered with. Its fetch follows the retry policy above.
const loaderData = window.__remixContext.state.loaderData;
const root = loaderData.root as RootLoaderData | undefined;
const locale = root?.locale ?? 'en';
const strings: Promise<Resource> = root?.strings
  ? fetch(root.strings).then((response) => {
      if (!response.ok) throw new Error(`${root.strings}: HTTP ${response.status}`);
      return response.json() as Promise<Resource>;
    })
  : Promise.resolve({});

/**
 * Templates and blocks load lazily (decision 0560): load the chunks of the page's story before
 * hydrating, so the first render matches the server HTML without suspending. Any route data
 * with a `story` counts (story pages, home, landings, search), with the built-in contact form
 * the site adds to product and contacts pages (`preloadStoryPage`). A failed chunk still
 * hydrates: the missing part keeps its server HTML until its chunk arrives.
 */
const stories = Object.values(loaderData).filter((data) => typeof data === 'object' && data !== null && 'story' in data);

function hydrate(resources: Resource) {
  const i18n = createI18nInstance(locale, resources);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <RemixBrowser />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

// The search page's code is not in the route's bundle either (decision 0811). Components and
// strings download in parallel; a components error is handled below, with the strings in hand.
const components = Promise.all([...stories.map((data) => preloadStoryPage(data)), preloadSearchViewFor(Object.values(loaderData))]).then(
  () => null,
  (error: unknown) => error ?? new Error('component chunk failed'),
);

// Without its strings the page would hydrate into untranslated keys: it stays as the server
// rendered it (links and forms work without JavaScript, docs/requirements/performance.md#prefetching) and says why in the console.
Promise.all([strings, components]).then(
  ([resources, error]) => {
    if (error !== null) {
      const here = window.location.pathname + window.location.search + window.location.hash;
      if (isChunkLoadError(error) && reloadOnce(here, window.sessionStorage, (p) => window.location.assign(p))) return;
      console.error('[site] could not load the page components', error);
    }
    hydrate(resources);
  },
  (error: unknown) => console.error('[site] could not load the UI strings; the page stays without JavaScript', error),
);
