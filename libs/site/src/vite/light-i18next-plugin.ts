import path from 'node:path';
import type { Plugin } from 'vite';

/** The browser's stand-ins of the two libraries, by the name pages import them with. */
const CLIENT_MODULES: Record<string, string> = {
  i18next: path.resolve(import.meta.dirname, '../i18n/translator.ts'),
  'react-i18next': path.resolve(import.meta.dirname, '../i18n/react-translator.ts'),
};

/**
 * The translation hooks of libs/ui and libs/blocks, which bundle their English strings as the
 * fallback of a library used without the app's resources (Storybook, other apps). The site never
 * needs it: every page's strings file carries both namespaces in its locale and English
 * (`resourcesFor` in i18n/i18n.server.ts, decision 0843), so in the client build the import is empty.
 */
const ENGLISH_FALLBACK_HOOKS = new Map([
  [path.resolve(import.meta.dirname, '../../../ui/src/i18n/useUiTranslation.ts'), '../locales/en.json'],
  [path.resolve(import.meta.dirname, '../../../blocks/src/core/i18n/useBlocksTranslation.ts'), '../../locales/en.json'],
]);
const NO_ENGLISH_FALLBACK = '\0silca-no-english-fallback';

/**
 * In the client build only, `i18next` and `react-i18next` resolve to the site's own translator
 * (decision 0968: 15 KB gzip less in every page's first load, docs/requirements/performance.md#front-end-budget).
 * Every importer is concerned (the site, libs/ui, libs/blocks, remix-i18next's hooks), so a page
 * has one translator. The server build, the dev server and the tests keep the libraries; the
 * translator's test compares its strings with i18next's for every key of every locale.
 * The libraries' bundled English fallback is left out too (0.9 KB gzip, decision 0973).
 */
export function lightI18nextPlugin(): Plugin {
  return {
    name: 'silca-light-i18next',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer, options) {
      if (options?.ssr) return null;
      if (importer && ENGLISH_FALLBACK_HOOKS.get(path.resolve(importer)) === source) return NO_ENGLISH_FALLBACK;
      return CLIENT_MODULES[source] ?? null;
    },
    load(id) {
      return id === NO_ENGLISH_FALLBACK ? 'export default {};' : null;
    },
  };
}
