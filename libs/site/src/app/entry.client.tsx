import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18nInstance } from '../i18n';
import type { RootLoaderData } from '../server/root.server';

declare global {
  interface Window {
    __remixContext: { state: { loaderData: Record<string, unknown> } };
  }
}

// The root loader carries the strings of the page's locale only, so the client starts with
// exactly what the server rendered and never fetches translations separately.
const root = window.__remixContext.state.loaderData.root as RootLoaderData | undefined;
const i18n = createI18nInstance(root?.locale ?? 'en', root?.i18nResources ?? {});

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
