import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests of the blocks library: components rendered with @testing-library/react in jsdom.
// Story tests in chromium have their own config (libs/blocks/.storybook, UI engineer).
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'blocks',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // The template tests render whole pages in jsdom: room for a busy 2-core CI machine.
    testTimeout: 20_000,
  },
});
