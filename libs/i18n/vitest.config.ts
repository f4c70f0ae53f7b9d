import { defineConfig } from 'vitest/config';

// Unit tests of libs/i18n: pure functions, node environment.
export default defineConfig({
  test: {
    name: 'i18n',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
