import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadAll } from './src/core/registry/preload';

// Templates and blocks load lazily (decision 0560); tests render synchronously, so load all first.
await preloadAll();

// Unmount between tests so one test's DOM never satisfies another test's query.
afterEach(() => cleanup());
