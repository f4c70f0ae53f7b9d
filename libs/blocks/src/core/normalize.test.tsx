import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlocks } from './testing/render';
import { BlokList } from './Blok';
import { INVALID_BLOK, normalizeStoryContent, UNKNOWN_BLOK } from './normalize';

const banner = (title: unknown, uid = String(title)) => ({ _uid: uid, component: 'small_banner', title });
const page = (body: unknown[], extra: Record<string, unknown> = {}) => ({ _uid: 'p', component: 'page', title: 'Spare parts', body, ...extra });

describe('normalizeStoryContent', () => {
  it('parses the template and every blok, applying the schemas (layout words normalised)', () => {
    const { content, issues } = normalizeStoryContent(page([banner('First')], { layout: 'simple_landing' }));
    expect(issues).toEqual([]);
    expect(content?.layout).toBe('simple-landing');
    expect((content?.body as { title: string }[])[0]!.title).toBe('First');
  });

  it('leaves out unknown and invalid bloks, nested ones included, and says where they were', () => {
    const doc = { type: 'doc', content: [{ type: 'blok', attrs: { id: 'b', body: [{ _uid: 'i1', component: 'teleporter' }, banner('Inside')] } }] };
    const nested = { _uid: 'rt', component: 'rich_text', text: doc };
    const { content, issues } = normalizeStoryContent(page([banner('Keep'), { _uid: 'x', component: 'nope' }, banner(42, 'bad'), nested]));
    const body = content?.body as { component: string }[];
    expect(body.map((b) => b.component)).not.toContain('nope');
    expect(JSON.stringify(content)).not.toContain('teleporter');
    expect(JSON.stringify(content)).toContain('Inside');
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'unknown', component: 'nope', path: 'body[1]' }),
        expect.objectContaining({ kind: 'invalid', component: 'small_banner', path: 'body[2]', reason: expect.stringContaining('title') }),
        expect.objectContaining({ kind: 'unknown', component: 'teleporter' }),
      ]),
    );
  });

  it('keeps the sub-bloks their parent parsed (download items, accordion items, technical data rows)', () => {
    const file = { id: 1, filename: '/_assets/f/1/a.pdf', fieldtype: 'asset' };
    const list = {
      _uid: 'dl',
      component: 'downloadable_list',
      title: 'Manuals',
      items: [{ _uid: 'i1', component: 'downloadable_item', title: 'Manual', file_high: file }],
    };
    const accordion = { _uid: 'ac', component: 'accordion', title: 'FAQ', items: [{ _uid: 'a1', component: 'accordion_item', title: 'Q', text: 'A' }] };
    const { content, issues } = normalizeStoryContent(page([list, accordion]));
    expect(issues).toEqual([]);
    const body = content?.body as { items: { component: string }[] }[];
    expect(body[0]!.items.map((i) => i.component)).toEqual(['downloadable_item']);
    expect(body[1]!.items.map((i) => i.component)).toEqual(['accordion_item']);
  });

  it('keeps related stories resolved in place as they are', () => {
    const related = { uuid: 'u1', slug: 'x', full_slug: 'global/products/x', name: 'X', content: { _uid: 'c', component: 'product_detail', name: 'X' } };
    const carousel = { _uid: 'car', component: 'products_carousel', title: 'Ours', products: [related] };
    const { content, issues } = normalizeStoryContent(page([carousel]));
    expect(issues).toEqual([]);
    expect((content?.body as { products: unknown[] }[])[0]!.products[0]).toEqual(related);
  });

  it('in preview puts labelled stand-ins where bloks were left out', () => {
    const { content } = normalizeStoryContent(page([{ _uid: 'x', component: 'nope' }, banner(42, 'bad')]), { placeholders: true });
    const body = content?.body as { component: string; name: string }[];
    expect(body.map((b) => [b.component, b.name])).toEqual([
      [UNKNOWN_BLOK, 'nope'],
      [INVALID_BLOK, 'small_banner'],
    ]);
  });

  it('gives no content for an unknown or invalid template, and never throws', () => {
    expect(normalizeStoryContent({ component: 'spaceship', _uid: '1' }).content).toBeNull();
    expect(normalizeStoryContent({ component: 'page', _uid: '1' }).issues[0]).toMatchObject({ kind: 'invalid', path: '(template)' });
    for (const input of [null, undefined, 7, 'page', [], {}]) expect(normalizeStoryContent(input).content).toBeNull();
  });

  it('renders validated content as given, without parsing again, and shows stand-ins only in preview', () => {
    const { content } = normalizeStoryContent(page([banner('Validated'), { _uid: 'x', component: 'nope' }]), { placeholders: true });
    const bloks = content?.body as unknown[];
    const { unmount } = renderBlocks(<BlokList bloks={bloks} />, { validated: true });
    expect(screen.getByRole('heading', { name: 'Validated' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
    unmount();
    renderBlocks(<BlokList bloks={bloks} />, { validated: true, preview: true });
    expect(screen.getByRole('note')).toHaveTextContent('nope');
  });
});
