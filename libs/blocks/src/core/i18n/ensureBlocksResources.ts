import type { i18n as I18nInstance } from 'i18next';
import { BLOCKS_LOCALES, BLOCKS_NAMESPACE, blocksResources } from './resources';

/** Adds the nine locales' `blocks` bundles to an instance lacking them (idempotent); for servers and tools, not page code. */
export function ensureBlocksResources(instance: I18nInstance): void {
  if (typeof instance.addResourceBundle !== 'function') return;
  for (const lng of BLOCKS_LOCALES) {
    if (!instance.hasResourceBundle(lng, BLOCKS_NAMESPACE)) {
      instance.addResourceBundle(lng, BLOCKS_NAMESPACE, blocksResources[lng].blocks, true, false);
    }
  }
}
