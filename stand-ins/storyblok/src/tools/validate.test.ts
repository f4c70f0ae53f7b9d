import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFixtureSpace } from '@silca/content/testing';
import { formatProblem, validateSpace } from './validate';

const loose = (component: string, extra: Record<string, z.ZodType> = {}) => z.looseObject({ _uid: z.string(), component: z.literal(component), ...extra });
const schemas = {
  page: loose('page', { title: z.string().min(1) }),
  product_listing: loose('product_listing'),
  product_detail: loose('product_detail', { name: z.string().min(1) }),
  products_carousel: loose('products_carousel'),
};

let dir: string;
beforeAll(async () => {
  dir = await createFixtureSpace();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fixture stories are free-form JSON
function edit(rel: string, change: (story: Record<string, any>) => void): void {
  const file = path.join(dir, rel);
  const data = JSON.parse(readFileSync(file, 'utf8'));
  change(data.story);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(data));
}

describe('validateSpace', () => {
  it('finds no schema or reference error in a valid space', () => {
    // The fixture has deliberate gaps in translations and an extranet story without a route.
    const problems = validateSpace(dir, { templateSchemas: schemas, blockSchemas: schemas })
      .filter((p) => p.message !== 'missing translation' && p.message !== 'no translated story name' && p.field !== '(path)')
      .map(formatProblem);
    expect(problems).toEqual([]);
  });

  it('reports schema errors per language, missing schemas, broken references and bad paths', () => {
    edit('stories/global/products/product-02.json', (s) => {
      s.content.name__i18n__it = '';
      s.content.name__i18n__de = 42;
      s.content.related = ['00000000-0000-4000-8000-999999999999'];
      s.content.image.filename = 'https://a.storyblok.com/f/1/10x10/0000000000/missing.png';
      s.content.link = { id: '00000000-0000-4000-8000-999999999998', linktype: 'story', fieldtype: 'multilink', cached_url: 'gone' };
      s.content.body = [{ _uid: 'x', component: 'mystery_block' }];
    });
    const problems = validateSpace(dir, { templateSchemas: schemas, blockSchemas: schemas }).map(formatProblem);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^error global\/products\/product-02 \[de\] content: name: .*expected string/),
        'error global/products/product-02 [-] related: relation to missing story 00000000-0000-4000-8000-999999999999',
        expect.stringMatching(/\[-\] image: asset file missing/),
        expect.stringMatching(/\[-\] link: link to missing story 00000000-0000-4000-8000-999999999998/),
        'error global/products/product-02 [-] (schema): no zod schema for blok "mystery_block" (add it to @silca/blocks); used by global/products/product-02',
      ]),
    );
    // Every finding names its story (docs/requirements/content.md#content-validation).
    expect(problems.filter((p) => / \* \[/.test(p))).toEqual([]);
    // An empty translation falls back to the default value: not a schema error.
    expect(problems.some((p) => p.includes('[it] content: name'))).toBe(false);
  });

  it('reports a story whose translated path is not a route, and missing translations', async () => {
    const d = await createFixtureSpace();
    const space = JSON.parse(readFileSync(path.join(d, 'space.json'), 'utf8'));
    space.space.language_codes = ['it', 'de', 'ru'];
    writeFileSync(path.join(d, 'space.json'), JSON.stringify(space));
    mkdirSync(path.join(d, 'stories/global/a/b'), { recursive: true });
    writeFileSync(
      path.join(d, 'stories/global/a/b/c.json'),
      JSON.stringify({
        story: {
          id: 5000,
          uuid: '00000000-0000-4000-8000-000000005000',
          name: 'Deep',
          slug: 'c',
          full_slug: 'global/a/b/c',
          created_at: '2025-01-01',
          content: { _uid: 'd', component: 'page', title: 'Deep', title__i18n__it: 'Profonda' },
        },
      }),
    );
    const problems = validateSpace(d, { templateSchemas: schemas, blockSchemas: schemas }).map(formatProblem);
    expect(problems).toContain('error global/a/b/c [en] (path): translated path "global/a/b/c" is not a route of the global market');
    expect(problems).toContain('error global/a/b/c [de] title: missing translation');
    // Every locale of the global market, not only the five of the country markets (docs/requirements/product.md#every-language-its-own-words).
    expect(problems).toContain('error global/a/b/c [ru] title: missing translation');
    expect(problems.some((p) => p.startsWith('error global/a/b/c [it] title'))).toBe(false);
    // A translated title wants a translated story name (menus and breadcrumbs show it).
    expect(problems).toContain('error global/a/b/c [it] (name): no translated story name');
  });

  it('does not flag empty link fields, which is how the CMS stores an unset link (docs/requirements/content.md#content-validation)', async () => {
    const d = await createFixtureSpace();
    const file = path.join(d, 'stories/global/products/product-03.json');
    const data = JSON.parse(readFileSync(file, 'utf8'));
    data.story.content.link = { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' };
    data.story.content.text = {
      type: 'doc',
      content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: '', uuid: null, linktype: 'story' } }] }],
    };
    writeFileSync(file, JSON.stringify(data));
    const problems = validateSpace(d, { templateSchemas: schemas, blockSchemas: schemas }).map(formatProblem);
    expect(problems.filter((p) => p.includes('product-03') && /link/.test(p))).toEqual([]);
  });

  it('names the story of a file that does not load', async () => {
    const d = await createFixtureSpace();
    writeFileSync(path.join(d, 'stories/global/bad.json'), JSON.stringify({ story: { full_slug: 'global/bad', name: 'Bad' } }));
    const problems = validateSpace(d, { templateSchemas: schemas, blockSchemas: schemas }).map(formatProblem);
    expect(problems.some((p) => p.startsWith('error global/bad (stories/global/bad.json) [-] (file)'))).toBe(true);
  });
});
