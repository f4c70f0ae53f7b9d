import type { i18n as I18nInstance } from 'i18next';
import { BLOCKS_LOCALES, BLOCKS_NAMESPACE, blocksResources } from './resources';

/**
 * Adds the `blocks` bundles of all nine locales to an i18next instance that lacks them
 * (idempotent). An alternative to merging `blocksResources` into the init `resources`, for the
 * server or tools: it bundles every locale, so page code should not call it.
 */
export function ensureBlocksResources(instance: I18nInstance): void {
  if (typeof instance.addResourceBundle !== 'function') return;
  for (const lng of BLOCKS_LOCALES) {
    if (!instance.hasResourceBundle(lng, BLOCKS_NAMESPACE)) {
      instance.addResourceBundle(lng, BLOCKS_NAMESPACE, blocksResources[lng].blocks, true, false);
    }
  }
}
