// Only English is bundled with the hook (the fallback); the nine locales are in
// `blocksResources`, which the app merges into its own resources. Importing all of them here put
// every language's strings into every page's first-load JavaScript (docs/requirements/performance.md#front-end-budget).
import { createNamespaceTranslation } from '@silca/ui';
import en from '../../locales/en.json';
import { BLOCKS_NAMESPACE } from './resources';

/**
 * `useTranslation('blocks')` bound to the app's i18next instance, else a private English instance
 * (`createNamespaceTranslation` of `@silca/ui`). Returns react-i18next's `{ t, i18n, ready }`.
 * Strings: `libs/blocks/src/locales/{lng}.json`, provided to the app as `blocksResources` (the
 * site sends a page its locale and English only).
 */
export const useBlocksTranslation = createNamespaceTranslation({
  namespace: BLOCKS_NAMESPACE,
  english: en,
  library: '@silca/blocks',
  resourcesExport: 'blocksResources',
});
