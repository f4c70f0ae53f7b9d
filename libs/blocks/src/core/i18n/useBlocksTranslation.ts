// Only English (the fallback) is bundled here: the app merges `blocksResources` (docs/requirements/performance.md#code-loaded-when-wanted).
import { createNamespaceTranslation } from '@silca/ui';
import en from '../../locales/en.json';
import { BLOCKS_NAMESPACE } from './resources';

/** `useTranslation('blocks')` on the app's i18next instance, else a private English one; returns `{ t, i18n, ready }`. */
export const useBlocksTranslation = createNamespaceTranslation({
  namespace: BLOCKS_NAMESPACE,
  english: en,
  library: '@silca/blocks',
  resourcesExport: 'blocksResources',
});
