import type { Plugin } from 'vite';

/** The parts of a Rollup warning the filter reads. */
export interface BuildWarning {
  code?: string;
  plugin?: string;
  message: string;
  id?: string;
}

/**
 * True for a build warning that is expected and needs no attention (decision 0922), so a build
 * prints only what does:
 * - `EMPTY_BUNDLE`: resource routes (`/api/*`, `/auth/*`, sitemap, robots) have no browser code,
 *   yet Remix gives every route a client chunk.
 * - `INVALID_ANNOTATION` in `node_modules`: a dependency's comment next to a `@__PURE__`
 *   annotation; Rollup drops the comment, the code is unchanged.
 * - in the server build only, "dynamic import will not move module": the server bundle imports the
 *   eager and the lazy block registries, which the browser build splits. In the browser build this
 *   warning would mean a lazy block landed in the main chunk, so it stays visible there.
 */
export function isExpectedBuildWarning(warning: BuildWarning, ssr: boolean): boolean {
  if (warning.code === 'EMPTY_BUNDLE') return true;
  if (warning.code === 'INVALID_ANNOTATION' && /[\\/]node_modules[\\/]/.test(warning.id ?? warning.message)) return true;
  return ssr && warning.plugin === 'vite:reporter' && warning.message.includes('dynamic import will not move module');
}

/**
 * Vite plugin: drops the expected warnings of {@link isExpectedBuildWarning} from both Remix
 * builds, and in a build logs warnings and errors only (no list of every asset and its size);
 * `SITE_BUILD_LOG=info` brings the list back. The dev server keeps Vite's own level.
 */
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
