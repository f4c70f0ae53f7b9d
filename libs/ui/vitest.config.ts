import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests in jsdom; story tests run in chromium (libs/blocks/vitest.storybook.config.ts).
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'ui',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
