import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests in jsdom; story tests in chromium have their own config.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'blocks',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // Whole pages render in jsdom: room for a busy 2-core machine.
    testTimeout: 20_000,
  },
});
