import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DESIGN_SECTIONS,
  ISSUES,
  SPEC_SECTIONS,
  WHOLE_DOCUMENT,
  anchorsOf,
  checkText,
  rewriteDocCitations,
  rewriteIssueCitations,
  slugify,
  type Target,
} from './references.js';

const root = resolve(import.meta.dirname, '../..');
// Written with a join so that this file does not hold the citations it tests.
const SPEC = ['SPEC', 'md'].join('.');
const DESIGN = ['DESIGN', 'md'].join('.');
const rewrite = (text: string, file = 'libs/x/src/a.ts') => rewriteDocCitations(text, file).text;

describe('rewriteDocCitations', () => {
  it('picks the anchor of a constant from the words around it', () => {
    expect(rewrite(`/** ${SPEC} 9: a telephone number has 8 to 16 digits. */`)).toBe(
      '/** docs/requirements/forms.md#phone-numbers: a telephone number has 8 to 16 digits. */',
    );
    expect(rewrite(`// page size 25 (${SPEC} section 9)`)).toBe('// page size 25 (docs/requirements/content.md#client-limits)');
  });

  it('falls back on the file path, then on the section default', () => {
    expect(rewrite(`// (${SPEC} 9)`, 'libs/auth/src/x.ts')).toBe('// (docs/requirements/extranet.md#auth-constants)');
    expect(rewrite(`// (${SPEC} 9)`, 'libs/content/src/x.ts')).toBe('// (docs/requirements/content.md#client-limits)');
  });

  it('expands lists and ranges, once per target', () => {
    expect(rewrite(`(${SPEC} sections 2.1-2.3 and 6)`)).toBe(
      '(docs/requirements/urls.md#locale-addressing, docs/requirements/urls.md#public-routes, ' +
        'docs/requirements/urls.md#extranet-routes, docs/requirements/extranet.md#access)',
    );
    expect(rewrite(`(${SPEC} 2.6 and 8)`)).toBe('(docs/requirements/pages.md#error-screens, docs/requirements/pages.md#error-messages)');
  });

  it('stops the list at a number that is no section', () => {
    expect(rewrite(`The products of ${SPEC} 3, 40 of them`)).toBe('The products of docs/requirements/content.md#entities, 40 of them');
  });

  it('follows a comment that wraps between the name and the section', () => {
    expect(rewrite(` * works without JavaScript, ${DESIGN}\n * 7).`)).toBe(
      ' * works without JavaScript, docs/requirements/pages.md#progressive-enhancement).',
    );
  });

  it('sends a bare document name to the index and the shared path along with it', () => {
    expect(rewrite(`not in ${SPEC}; see ../shared/${DESIGN} sections 2, 3 and 7`)).toBe(
      'not in docs/requirements/README.md#areas; see docs/requirements/architecture.md#workspace-layout, ' +
        'docs/requirements/architecture.md#request-path, docs/requirements/pages.md#progressive-enhancement',
    );
  });

  it('is idempotent', () => {
    const once = rewrite(`// ${SPEC} 2.1 and ${DESIGN} 4: trailing slash`);
    expect(rewrite(once)).toBe(once);
  });
});

describe('rewriteIssueCitations', () => {
  it('replaces known work packages and leaves unknown numbers', () => {
    const { text, rewrites } = rewriteIssueCitations('Status: accepted (issue 9); issues 2, 3 and 5; Issue 1 stays', 'd.md');
    expect(text).toBe(
      'Status: accepted (docs/requirements/extranet.md#extranet-goals); docs/requirements/architecture.md#foundation-goals, ' +
        'docs/requirements/urls.md#url-goals, docs/requirements/pages.md#block-library-goals; Issue 1 stays',
    );
    expect(rewrites.filter((r) => !r.to).map((r) => r.from)).toEqual(['Issue 1']);
  });

  it('leaves zod issues and issue lists alone', () => {
    const code = 'parsed.error.issues[0]; for (const issue of issues) {}';
    expect(rewriteIssueCitations(code, 'a.ts').text).toBe(code);
  });
});

describe('targets of the mapping', () => {
  const targets: Target[] = [
    WHOLE_DOCUMENT,
    ...Object.values(ISSUES),
    ...[SPEC_SECTIONS, DESIGN_SECTIONS].flatMap((sections) =>
      Object.values(sections).flatMap((rule) => [rule.fallback, ...(rule.line ?? []).map(([, t]) => t), ...(rule.path ?? []).map(([, t]) => t)]),
    ),
  ];

  it.each([...new Set(targets)])('%s exists', (target) => {
    const [file, anchor] = target.split('#');
    const anchors = anchorsOf(root, `docs/requirements/${file}`);
    expect(anchors, file).not.toBeNull();
    expect([...anchors!]).toContain(anchor);
  });
});

describe('checkText', () => {
  it('accepts a citation that resolves', () => {
    expect(checkText(root, 'a.ts', '// docs/requirements/urls.md#locale-cookie')).toEqual([]);
  });

  it('reports a missing anchor, a missing file, a left-over document citation and a tracker issue', () => {
    const problems = checkText(
      root,
      'a.ts',
      ['// docs/requirements/urls.md#no-such-anchor', '// docs/requirements/nowhere.md', `// ${SPEC} 9`, '// see issue 12'].join('\n'),
    );
    expect(problems.map((p) => p.line)).toEqual([1, 2, 3, 4]);
    expect(problems.map((p) => p.message).slice(0, 2)).toEqual([
      'docs/requirements/urls.md has no anchor #no-such-anchor',
      'docs/requirements/nowhere.md does not exist',
    ]);
  });

  it('checks relative markdown links of markdown files', () => {
    const problems = checkText(root, 'docs/requirements/x.md', '[a](urls.md#locale-cookie) [b](urls.md#nope) [c](gone.md)');
    expect(problems.map((p) => p.message)).toEqual(['link to urls.md#nope: no such anchor', 'link to gone.md: no such file']);
  });
});

describe('slugify', () => {
  it('makes GitHub anchors', () => {
    expect(slugify('Session lifetime')).toBe('session-lifetime');
    expect(slugify('ID token checks')).toBe('id-token-checks');
    expect(slugify("Editors' route rules (CMS)")).toBe('editors-route-rules-cms');
  });
});
