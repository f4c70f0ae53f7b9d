import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests of @silca/ui in jsdom (components, helpers). Story tests run in the `storybook`
// project (libs/blocks/vitest.storybook.config.ts) in real chromium.
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
