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

// A chunk of an old build that is gone after a deploy reloads the target page once (docs/requirements/pages.md#build-freshness).
installChunkReloadGuard();

// The browser's data requests follow the generic retry policy of docs/requirements/architecture.md#http-retries (GET once, POST never).
window.fetch = withRetryPolicy(window.fetch.bind(window));

// What the page needs before hydrating (decision 1040): its locale, the UI strings file named by
// the root loader and preloaded by the document (decision 0843), so the client hydrates with
// exactly the strings the server rendered with, and the chunks of its lazy parts. The document
// carries them in its own JSON element; the strings' fetch follows the retry policy above.
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

// The search page's code is not in the route's bundle either (decision 0811). Components and
// strings download in parallel; a components error is handled below, with the strings in hand.
// Templates and blocks load lazily (decision 0560): their chunks load before hydrating, so the
// first render matches the server HTML without suspending. A failed chunk still hydrates: the
// missing part keeps its server HTML until its chunk arrives.
const components = Promise.all([hints ? preloadHintedChunks(hints) : undefined, hints?.search ? loadSearchView() : undefined]).then(
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
