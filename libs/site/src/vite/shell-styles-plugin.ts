import type { Plugin } from 'vite';

export const SHELL_STYLES_CHUNK = 'site-styles';

/** libs/ui's and libs/site's stylesheets, modules included. */
const SHELL_STYLESHEET = /[\\/]libs[\\/](ui|site)[\\/]src[\\/][^?]*\.css(\?|$)/;

/** The shell's stylesheets in one client chunk (decision 1040; docs/requirements/performance.md#front-end-budget). */
export function shellStylesChunk(id: string): string | undefined {
  return SHELL_STYLESHEET.test(id) ? SHELL_STYLES_CHUNK : undefined;
}

/** {@link shellStylesChunk} as the client build's `manualChunks`. */
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
