import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, checkText, checksPaths, isExempt, lookup, pathResolves, slugify } from './references.js';

const root = resolve(import.meta.dirname, '../..');
// Written with a join so that this file does not hold the citations it tests.
const SPEC = ['SPEC', 'md'].join('.');
const ISSUE = ['issue', '12'].join(' ');
const check = (text: string, file = 'a.ts') => checkText(lookup(root), file, text).map((p) => p.message);

describe('checkText: requirements and links', () => {
  it('accepts a citation that resolves', () => {
    expect(check('// docs/requirements/urls.md#locale-cookie')).toEqual([]);
  });

  it('reports a missing anchor, a missing file, a citation of the original documents and a tracker issue', () => {
    const problems = checkText(
      lookup(root),
      'a.ts',
      ['// docs/requirements/urls.md#no-such-anchor', '// docs/requirements/nowhere.md', `// ${SPEC} 9`, `// see ${ISSUE}`].join('\n'),
    );
    expect(problems.map((p) => p.line)).toEqual([1, 2, 3, 4]);
    expect(problems.map((p) => p.message).slice(0, 2)).toEqual([
      'docs/requirements/urls.md has no anchor #no-such-anchor',
      'docs/requirements/nowhere.md does not exist',
    ]);
  });

  it('reports a goals paragraph cited from code, not from Markdown', () => {
    const goals = ['docs/requirements/hardening.md#hardening', 'goals'].join('-');
    expect(check(`// ${goals}`)).toEqual([`${goals} is a goals paragraph: cite the paragraph that states the rule`]);
    expect(check(`see ${goals}`, 'BENCHMARKS.md')).toEqual([]);
  });

  it('leaves zod issues alone', () => {
    expect(check('parsed.error.issues[0]; for (const issue of issues) {}')).toEqual([]);
  });

  it('checks relative markdown links of markdown files', () => {
    expect(check('[a](urls.md#locale-cookie) [b](urls.md#nope) [c](gone.md)', 'docs/requirements/x.md')).toEqual([
      'link to urls.md#nope: no such anchor',
      'link to gone.md: no such file',
    ]);
  });
});

describe('checkText: repository paths', () => {
  it('accepts files and folders that exist, with or without their ending', () => {
    expect(check('see scripts/house/references.ts, libs/site/src and e2e/performance/lean-js.')).toEqual([]);
  });

  it('reports a path that no longer exists, without the full stop that ends the sentence', () => {
    expect(check('Tested by libs/site/src/server/page-cache/varnish.test.ts.')).toEqual([
      'libs/site/src/server/page-cache/varnish.test.ts: no such file or folder',
    ]);
  });

  it('skips placeholders, patterns and build output', () => {
    expect(check('libs/x/src/y.ts, libs/*/src, docs/requirements/<area>.md, apps/site-global/build/server.mjs')).toEqual([]);
  });

  it('takes a path inside a longer one or after ../ as not from the root', () => {
    expect(check("import x from '../libs/nowhere'; node_modules/pkg/libs/nowhere")).toEqual([]);
  });

  it('resolves a package script relative to its package', () => {
    expect(pathResolves(lookup(root), 'libs/i18n/package.json', 'scripts/write-readme.ts')).toBe(true);
    expect(pathResolves(lookup(root), 'package.json', 'scripts/write-readme.ts')).toBe(false);
  });

  it('is not run on unit tests, which name the fixtures they create, but on e2e specs', () => {
    expect(checksPaths('scripts/module-boundaries.test.ts')).toBe(false);
    expect(checksPaths('e2e/journeys/landmarks.spec.ts')).toBe(true);
    expect(checksPaths('libs/site/src/server/index.ts')).toBe(true);
  });
});

describe('checkText: decision records', () => {
  it('accepts a record by file, by path, by number and a list of numbers', () => {
    expect(check('0400-embedded-storyblok.md, docs/decisions/0401, decision 0870, decisions 0801, 0870 and 1006')).toEqual([]);
  });

  it('reports a renamed record and a number without a record', () => {
    expect(check('docs/decisions/0680-listing-data.md; (0400-embedded-space-format.md); decisions 0870 and 0007')).toEqual([
      'docs/decisions/0680-listing-data.md: no such file or folder',
      '0400-embedded-space-format.md: no such decision record in docs/decisions',
      'decision 0007: no such record in docs/decisions',
    ]);
  });
});

describe('isExempt', () => {
  it('exempts the content space, changelogs, the lockfile and binaries, not code or docs', () => {
    expect(isExempt('content/global/home.json')).toBe(true);
    expect(isExempt('libs/ui/CHANGELOG.md')).toBe(true);
    expect(isExempt('package-lock.json')).toBe(true);
    expect(isExempt('libs/ui/src/logo.png')).toBe(true);
    expect(isExempt('libs/site/src/server/index.ts')).toBe(false);
    expect(isExempt('.ci/run')).toBe(false);
  });
});

describe('anchors', () => {
  it('makes GitHub anchors from headings', () => {
    expect(slugify('Session lifetime')).toBe('session-lifetime');
    expect(slugify('ID token checks')).toBe('id-token-checks');
    expect(slugify("Editors' route rules (CMS)")).toBe('editors-route-rules-cms');
  });

  it('reads the anchors of headings', () => {
    expect(anchorsOf(root, 'docs/requirements/urls.md')).toContain('locale-cookie');
    expect(anchorsOf(root, 'docs/requirements/nowhere.md')).toBeNull();
  });
});
