import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the libraries whose content schemas are only used on the server live. */
const CONTENT_LIBRARIES = /\/libs\/(blocks|ui)\/src\//;

/**
 * Keeps zod out of the browser build of the content blocks (issue "Speed", decision 0781): in the
 * client build only, `import { z } from 'zod'` in libs/blocks and libs/ui resolves to a stand-in
 * (`zod-client-stub.ts`). The server build and every other importer (for example the forms'
 * browser-side validation) get the real zod. Sound because the site parses every story on the
 * server and renders it with `validated` (no parse in the browser).
 */
export function serverValidatedZodPlugin(): Plugin {
  const stub = path.resolve(import.meta.dirname, 'zod-client-stub.ts');
  return {
    name: 'silca-server-validated-zod',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer, options) {
      if (source !== 'zod' || options?.ssr || !importer) return null;
      return CONTENT_LIBRARIES.test(importer.replace(/\\/g, '/')) ? stub : null;
    },
  };
}
