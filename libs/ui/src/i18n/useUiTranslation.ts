// Only English (the fallback) is bundled; the app merges `uiResources` (docs/requirements/performance.md#code-loaded-when-wanted).
import en from '../locales/en.json';
import { createNamespaceTranslation } from './namespaceTranslation';
import { UI_NAMESPACE } from './resources';

/** `useTranslation('ui')` on the app's instance, else a private English one ({@link createNamespaceTranslation}). */
export const useUiTranslation = createNamespaceTranslation({
  namespace: UI_NAMESPACE,
  english: en,
  library: '@silca/ui',
  resourcesExport: 'uiResources',
});
