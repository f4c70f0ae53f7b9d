import { defineConfig } from 'vitest/config';

// The publish smoke test (docs/requirements/pages.md#block-library-goals "Publishable"): builds libs/ui and libs/blocks, packs both
// with `npm pack`, installs the tarballs into a fresh React 18 + Vite app, type-checks and
// builds it, and renders a block in headless chromium. Also checks that neither library
// contains server code or environment access.
export default defineConfig({
  test: {
    name: 'publish',
    root: import.meta.dirname,
    environment: 'node',
    include: ['publish-test/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 600_000,
    // One file at a time: the smoke test builds into libs/*/dist.
    fileParallelism: false,
  },
});
