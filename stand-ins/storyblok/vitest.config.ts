import { defineProject } from 'vitest/config';

// Contract tests of the embedded Storyblok: the CDN API answered over real HTTP to the real storyblok-js-client, assets, signed URLs, the space reader and validator (node environment, no browser).
export default defineProject({
  test: {
    name: 'stand-in-storyblok',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
