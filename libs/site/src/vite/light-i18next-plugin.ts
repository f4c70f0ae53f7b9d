import path from 'node:path';
import type { Plugin } from 'vite';

/** The browser's stand-ins of the two libraries, by the name pages import them with. */
const CLIENT_MODULES: Record<string, string> = {
  i18next: path.resolve(import.meta.dirname, '../client/i18n/translator.ts'),
  'react-i18next': path.resolve(import.meta.dirname, '../client/i18n/react-translator.ts'),
};

/**
 * In the client build only, `i18next` and `react-i18next` resolve to the site's own translator
 * (decision 0968: 15 KB gzip less in every page's first load, docs/requirements/performance.md#speed-goals).
 * Every importer is concerned (the site, libs/ui, libs/blocks, remix-i18next's hooks), so a page
 * has one translator. The server build, the dev server and the tests keep the libraries; the
 * translator's test compares its strings with i18next's for every key of every locale.
 */
export function lightI18nextPlugin(): Plugin {
  return {
    name: 'silca-light-i18next',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, _importer, options) {
      if (options?.ssr) return null;
      return CLIENT_MODULES[source] ?? null;
    },
  };
}
