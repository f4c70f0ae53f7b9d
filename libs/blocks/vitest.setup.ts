import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadAll } from './src/core/registry/preload';

// Lazy templates and blocks (decision 0560) must be loaded for synchronous tests.
await preloadAll();

afterEach(() => cleanup());
