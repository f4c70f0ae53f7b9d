import type { Plugin } from 'vite';

/** Name of the client chunk holding the page shell's stylesheets (`assets/site-styles-[hash].css`). */
export const SHELL_STYLES_CHUNK = 'site-styles';

/** The shell's stylesheets: libs/ui's and libs/site's (tokens, base, layouts, header, forms), modules included. */
const SHELL_STYLESHEET = /[\\/]libs[\\/](ui|site)[\\/]src[\\/][^?]*\.css(\?|$)/;

/**
 * Rollup's chunk of a module for the client build: the shell's stylesheets all in one chunk, so
 * Vite extracts them into one file that Remix's `<Links/>` links for the root route (decision 1040:
 * the route modules' CSS stays Remix's, at most 3 render-blocking stylesheets per page,
 * docs/requirements/performance.md#front-end-budget). Anything else: Rollup's own choice (undefined).
 */
export function shellStylesChunk(id: string): string | undefined {
  return SHELL_STYLESHEET.test(id) ? SHELL_STYLES_CHUNK : undefined;
}

/**
 * Vite plugin setting {@link shellStylesChunk} as `manualChunks` of the client build only (the
 * server build ignores stylesheets and stays one file).
 */
export function shellStylesPlugin(): Plugin {
  return {
    name: 'silca-shell-styles',
    apply: 'build',
    config(_config, env) {
      if (env.isSsrBuild) return undefined;
      return { build: { rollupOptions: { output: { manualChunks: shellStylesChunk } } } };
    },
  };
}
