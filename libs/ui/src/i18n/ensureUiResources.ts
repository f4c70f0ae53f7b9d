import type { i18n as I18nInstance } from 'i18next';
import { UI_LOCALES, UI_NAMESPACE, uiResources } from './resources';

/** Adds the nine locales' `ui` bundles to an instance lacking them (idempotent); for servers and tools, not page code. */
export function ensureUiResources(instance: I18nInstance): void {
  for (const lng of UI_LOCALES) {
    if (!instance.hasResourceBundle(lng, UI_NAMESPACE)) {
      instance.addResourceBundle(lng, UI_NAMESPACE, uiResources[lng].ui, true, false);
    }
  }
}
