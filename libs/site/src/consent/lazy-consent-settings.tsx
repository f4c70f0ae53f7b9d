import { lazyEntry, readLazy } from '@silca/blocks';

/**
 * The cookie policy's consent form (`consent-settings.tsx`), loaded only on that page: its code is
 * no other page's first load (docs/requirements/performance.md#front-end-budget). `preloadStoryPage`
 * loads it before hydration and before a client navigation to the page, as it does a template's
 * chunks, so it renders at once; on the server the render waits for it (no Suspense boundary, so
 * the form is in the HTML for visitors without JavaScript; decision 0560's pattern).
 */
export const consentSettingsEntry = lazyEntry(() => import('./consent-settings').then((m) => m.ConsentSettings));

/** The story content type whose page carries the form. */
export const CONSENT_SETTINGS_TEMPLATE = 'cookie_consent';

/** Renders the consent form of the cookie policy (docs/requirements/pages.md#cookie-consent). */
export function LazyConsentSettings() {
  const ConsentSettings = readLazy(consentSettingsEntry);
  return <ConsentSettings />;
}
