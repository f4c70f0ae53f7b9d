import type { i18n as I18nInstance } from 'i18next';
import { UI_LOCALES, UI_NAMESPACE, uiResources } from './resources';

/**
 * Adds the `ui` bundles of all nine locales to an i18next instance that lacks them
 * (idempotent). An alternative to merging `uiResources` into the init `resources`, e.g. for an
 * instance created by a library. Bundles every locale: call it on the server or in tools, not in
 * page code that should ship one language.
 */
export function ensureUiResources(instance: I18nInstance): void {
  for (const lng of UI_LOCALES) {
    if (!instance.hasResourceBundle(lng, UI_NAMESPACE)) {
      instance.addResourceBundle(lng, UI_NAMESPACE, uiResources[lng].ui, true, false);
    }
  }
}
