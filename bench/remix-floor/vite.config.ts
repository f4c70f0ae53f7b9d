import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

// The benchmark floor (docs/requirements/performance.md#uncached-throughput): a bare Remix v2 app, same Remix, React and Vite as the site.
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  plugins: [
    remix({
      appDirectory: 'app',
      buildDirectory: 'build',
      // The site's flags (decisions 1042 and 1044).
      future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true, v3_singleFetch: true },
    }),
  ],
});
