import { defineConfig } from 'vitest/config';

// One vitest run over every project that has a config of its own (unit tests per library and
// app, and the Storybook story tests of libs/blocks in headless chromium).
export default defineConfig({
  test: {
    projects: [
      'libs/*/vitest*.config.ts',
      'apps/*/vitest*.config.ts',
      'scripts/vitest*.config.ts',
      'tools/*/vitest*.config.ts',
      'stand-ins/*/vitest*.config.ts',
    ],
  },
});
