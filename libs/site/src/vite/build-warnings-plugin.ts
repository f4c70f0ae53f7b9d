import type { Plugin } from 'vite';

export interface BuildWarning {
  code?: string;
  plugin?: string;
  message: string;
  id?: string;
}

/**
 * True for an expected build warning (decision 0922):
 * - `EMPTY_BUNDLE`: resource routes have no browser code;
 * - `INVALID_ANNOTATION` in `node_modules`: a dependency's comment beside `@__PURE__`;
 * - server build only, "dynamic import will not move module": it imports both block registries. In the browser build it would mean a lazy
 *   block in the main chunk.
 */
export function isExpectedBuildWarning(warning: BuildWarning, ssr: boolean): boolean {
  if (warning.code === 'EMPTY_BUNDLE') return true;
  if (warning.code === 'INVALID_ANNOTATION' && /[\\/]node_modules[\\/]/.test(warning.id ?? warning.message)) return true;
  return ssr && warning.plugin === 'vite:reporter' && warning.message.includes('dynamic import will not move module');
}

/** Drops expected warnings and logs warnings and errors only in builds (`SITE_BUILD_LOG=info` for the list). */
export function buildWarningsPlugin(): Plugin {
  return {
    name: 'silca:build-warnings',
    config(_config, env) {
      const ssr = Boolean(env.isSsrBuild);
      const logLevel = env.command === 'build' && process.env.SITE_BUILD_LOG !== 'info' ? 'warn' : undefined;
      return {
        ...(logLevel ? { logLevel } : {}),
        build: {
          rollupOptions: {
            onwarn(warning, warn) {
              if (!isExpectedBuildWarning(warning, ssr)) warn(warning);
            },
          },
        },
      };
    },
  };
}
