import { defineProject } from 'vitest/config';

// Tests of the search layer: the embedded Algolia twin answered over real HTTP to the real
// algoliasearch client, records from the embedded content space, relevance and bad input.
export default defineProject({
  test: {
    name: 'search',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
