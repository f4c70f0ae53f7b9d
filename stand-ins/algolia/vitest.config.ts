import { defineProject } from 'vitest/config';

// Contract tests of the embedded Algolia twin and its engine: the real algoliasearch client and helper over HTTP (node environment, no browser).
export default defineProject({
  test: {
    name: 'stand-in-algolia',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
