// Only English is bundled with the components (the fallback); the nine locales are in
// `uiResources`, which the app merges into its own resources. Importing all of them here would
// put every language's strings into every page's JavaScript.
import en from '../locales/en.json';
import { createNamespaceTranslation } from './namespaceTranslation';
import { UI_NAMESPACE } from './resources';

/**
 * `useTranslation('ui')` bound to the app's i18next instance, else a private English instance
 * (see {@link createNamespaceTranslation}). Returns react-i18next's `{ t, i18n, ready }`.
 * Strings: `libs/ui/src/locales/{lng}.json`, provided to the app as `uiResources`.
 */
export const useUiTranslation = createNamespaceTranslation({
  namespace: UI_NAMESPACE,
  english: en,
  library: '@silca/ui',
  resourcesExport: 'uiResources',
});
