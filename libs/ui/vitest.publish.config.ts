import { defineConfig } from 'vitest/config';

// The publish smoke test (docs/requirements/architecture.md#publishable-libraries): packs libs/ui and libs/blocks, installs them in a fresh
// React 18 + Vite app, type-checks, builds and renders a block in chromium; neither may hold server code or environment access.
export default defineConfig({
  test: {
    name: 'publish',
    root: import.meta.dirname,
    environment: 'node',
    include: ['publish-test/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 600_000,
    // It builds into libs/*/dist.
    fileParallelism: false,
  },
});
