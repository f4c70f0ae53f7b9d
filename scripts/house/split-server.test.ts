import { describe, expect, it } from 'vitest';
import { plannedMoves, rewriteFile } from './split-server.js';

const S = 'libs/site/src/server';
const files = [
  `${S}/index.ts`,
  `${S}/log.ts`,
  `${S}/page.server.ts`,
  `${S}/sitemap.server.ts`,
  `${S}/sitemap.test.ts`,
  `${S}/page-cache/index.ts`,
  `${S}/page-cache/purge.ts`,
  'libs/site/src/app/routes/page.tsx',
];

describe('plannedMoves', () => {
  const moves = plannedMoves(files);

  it('moves modules with their tests and whole folders, and leaves index.ts', () => {
    expect(moves.get(`${S}/sitemap.server.ts`)).toBe(`${S}/seo/sitemap.server.ts`);
    expect(moves.get(`${S}/sitemap.test.ts`)).toBe(`${S}/seo/sitemap.test.ts`);
    expect(moves.get(`${S}/page-cache/purge.ts`)).toBe(`${S}/http/page-cache/purge.ts`);
    expect(moves.has(`${S}/index.ts`)).toBe(false);
  });

  it('plans nothing once the files have moved', () => {
    expect(plannedMoves([...moves.values(), `${S}/index.ts`]).size).toBe(0);
  });
});

describe('rewriteFile', () => {
  const set = new Set(files);
  const moves = plannedMoves(files);

  it('fixes the importers of moved modules and the imports of a moved module', () => {
    const index = "import { log } from './log';\nimport { purge } from './page-cache';\nexport * from './page.server';";
    expect(rewriteFile(index, `${S}/index.ts`, `${S}/index.ts`, set, moves)).toBe(
      "import { log } from './http/log';\nimport { purge } from './http/page-cache';\nexport * from './pages/page.server';",
    );
    const page = "import { log } from './log';\nvi.mock('./sitemap.server');";
    expect(rewriteFile(page, `${S}/page.server.ts`, `${S}/pages/page.server.ts`, set, moves)).toBe(
      "import { log } from '../http/log';\nvi.mock('../seo/sitemap.server');",
    );
    const route = "import { loader } from '../../server/page.server';";
    expect(rewriteFile(route, 'libs/site/src/app/routes/page.tsx', 'libs/site/src/app/routes/page.tsx', set, moves)).toBe(
      "import { loader } from '../../server/pages/page.server';",
    );
  });

  it('keeps paths computed from the module folder pointing at the same place', () => {
    const test = "const repo = path.resolve(import.meta.dirname, '../../../..');";
    expect(rewriteFile(test, `${S}/sitemap.test.ts`, `${S}/seo/sitemap.test.ts`, set, moves)).toBe(
      "const repo = path.resolve(import.meta.dirname, '../../../../..');",
    );
  });

  it('rewrites path mentions in text and leaves unknown paths', () => {
    const text = 'See libs/site/src/server/http/page-cache and libs/site/src/server/http/log.ts, not libs/site/src/server/gone.ts.';
    expect(rewriteFile(text, 'README.md', 'README.md', set, moves)).toBe(
      'See libs/site/src/server/http/page-cache and libs/site/src/server/http/log.ts, not libs/site/src/server/gone.ts.',
    );
  });
});
