import { describe, expect, it } from 'vitest';
import { isExpectedBuildWarning } from './build-warnings-plugin';

const moved = {
  plugin: 'vite:reporter',
  message:
    '(!) blocks/src/accordion/Accordion.tsx is dynamically imported by lazy-blocks.ts but also statically imported by blocks.ts, dynamic import will not move module into another chunk.',
};

describe('isExpectedBuildWarning', () => {
  it('drops empty resource-route chunks and annotation comments of dependencies', () => {
    expect(isExpectedBuildWarning({ code: 'EMPTY_BUNDLE', message: 'Generated an empty chunk: "sitemap".' }, false)).toBe(true);
    expect(isExpectedBuildWarning({ code: 'INVALID_ANNOTATION', id: '/repo/node_modules/zod/v4/core/util.js', message: 'A comment' }, false)).toBe(true);
  });

  it('keeps annotation warnings of our own code', () => {
    expect(isExpectedBuildWarning({ code: 'INVALID_ANNOTATION', id: '/repo/libs/site/src/x.ts', message: 'A comment' }, false)).toBe(false);
  });

  it('drops a lazy block that cannot be split only in the server build', () => {
    expect(isExpectedBuildWarning(moved, true)).toBe(true);
    expect(isExpectedBuildWarning(moved, false)).toBe(false);
  });

  it('keeps anything else', () => {
    expect(isExpectedBuildWarning({ code: 'CIRCULAR_DEPENDENCY', message: 'Circular dependency' }, true)).toBe(false);
  });
});
