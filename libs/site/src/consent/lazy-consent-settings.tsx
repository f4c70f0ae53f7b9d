import { lazyEntry, readLazy } from '@silca/blocks';

/** Loaded only on the cookie policy page, before hydration (decision 0560). */
export const consentSettingsEntry = lazyEntry(() => import('./consent-settings').then((m) => m.ConsentSettings));

export const CONSENT_SETTINGS_TEMPLATE = 'cookie_consent';

/** Renders the consent form of the cookie policy (docs/requirements/pages.md#cookie-consent). */
export function LazyConsentSettings() {
  const ConsentSettings = readLazy(consentSettingsEntry);
  return <ConsentSettings />;
}
