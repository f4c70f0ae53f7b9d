import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { installChunkReloadGuard, isChunkLoadError, reloadOnce } from '../client/chunk-reload';
import { readHydrationHints } from '../client/hydration-hints';
import { preloadHintedChunks } from '../client/preload-story-page';
import { loadSearchView } from '../search/lazy-search-view';
import { withRetryPolicy } from '../client/retry-fetch';
import { createI18nInstance } from '../i18n/i18n-instance';
import type { Resource } from 'i18next';

// docs/requirements/pages.md#build-freshness
installChunkReloadGuard();

// docs/requirements/architecture.md#http-retries
window.fetch = withRetryPolicy(window.fetch.bind(window));

// Hydrate with exactly the strings the server rendered with (decisions 0843, 1040).
const hints = readHydrationHints(document);
const locale = hints?.locale ?? 'en';
const strings: Promise<Resource> = hints?.strings
  ? fetch(hints.strings).then((response) => {
      if (!response.ok) throw new Error(`${hints.strings}: HTTP ${response.status}`);
      return response.json() as Promise<Resource>;
    })
  : Promise.resolve({});

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

// Lazy chunks load before hydrating, so the first render matches the server HTML; a failed one
// keeps its server HTML until it arrives (decisions 0560, 0811).
const components = Promise.all([hints ? preloadHintedChunks(hints) : undefined, hints?.search ? loadSearchView() : undefined]).then(
  () => null,
  (error: unknown) => error ?? new Error('component chunk failed'),
);

// Without its strings the page would hydrate into raw keys: it stays server-rendered (docs/requirements/pages.md#progressive-enhancement).
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
