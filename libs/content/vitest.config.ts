import { defineProject } from 'vitest/config';

// Unit and integration tests of the content layer: the embedded CDN API answered over real HTTP
// and the real storyblok-js-client against it (node environment, no browser).
export default defineProject({
  test: {
    name: 'content',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
