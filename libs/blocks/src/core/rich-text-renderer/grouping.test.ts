import * as storyblok from '@storyblok/richtext';
import { describe, expect, it } from 'vitest';
import { groupLinkNodes, splitTableRows } from './grouping';
import { cleanDocument, type CleanNode } from './nodes';

const link = (href: string, extra: Record<string, unknown> = {}) => ({ type: 'link', attrs: { href, linktype: 'url', target: null, ...extra } });
const text = (value: string, marks: unknown[] = []) => ({ type: 'text', text: value, marks });

/** The library's answer on the same nodes, in this module's shape (key instead of _key). */
function libraryGroups(nodes: CleanNode[]) {
  return storyblok.groupLinkNodes(nodes as unknown as storyblok.SbRichTextNode[]).map((g) => ({ nodes: g.nodes, linkMark: g.linkMark ?? null, key: g._key }));
}

describe('groupLinkNodes (checked against @storyblok/richtext)', () => {
  const cases: Record<string, unknown[]> = {
    'one link split by a bold mark': [text('see '), text('the ', [link('/a')]), text('manual', [link('/a'), { type: 'bold' }]), text('.')],
    'two different links side by side': [text('a', [link('/a')]), text('b', [link('/b')]), text('c', [link('/b', { anchor: 'x' })])],
    'a break between two parts of one link': [text('a', [link('/a')]), { type: 'hard_break' }, text('b', [link('/a')])],
    'no links': [text('plain'), { type: 'emoji', attrs: { name: 'smile' } }],
    'empty': [],
  };
  for (const [name, content] of Object.entries(cases)) {
    it(name, () => {
      const nodes = cleanDocument({ type: 'paragraph', content })[0]?.content ?? [];
      expect(groupLinkNodes(nodes)).toEqual(libraryGroups(nodes));
    });
  }

  it('keeps a link split by a bold mark in one group', () => {
    const nodes = cleanDocument({ type: 'paragraph', content: cases['one link split by a bold mark'] })[0]!.content;
    expect(groupLinkNodes(nodes).map((g) => g.nodes.length)).toEqual([1, 2, 1]);
  });
});

describe('splitTableRows (checked against @storyblok/richtext)', () => {
  const cell = (type: string) => ({ type, content: [{ type: 'paragraph', content: [text(type)] }] });
  const row = (...types: string[]) => ({ type: 'tableRow', content: types.map(cell) });
  const tables: Record<string, unknown[]> = {
    'a header row then body rows': [row('tableHeader', 'tableHeader'), row('tableCell', 'tableCell'), row('tableHeader', 'tableCell')],
    'a mixed first row is body': [row('tableHeader', 'tableCell'), row('tableHeader')],
    'two header rows': [row('tableHeader'), row('tableHeader'), row('tableCell')],
    'an empty first row is body': [{ type: 'tableRow', content: [] }, row('tableHeader')],
  };
  for (const [name, content] of Object.entries(tables)) {
    it(name, () => {
      const rows = cleanDocument({ type: 'table', content })[0]!.content;
      expect(splitTableRows(rows)).toEqual(storyblok.splitTableRows(rows as unknown as storyblok.SbRichTextNode[]));
    });
  }
});
