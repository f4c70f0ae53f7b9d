import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'content-generator',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
