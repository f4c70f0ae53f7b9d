import { describe, expect, it } from 'vitest';
import { pageChunksHeader, readPageChunksHeader } from './page-chunks';

// docs/requirements/performance.md#prefetching: the prefetch learns a page's chunks from its `.data` answer's header (decision 1044).
describe('page chunks header', () => {
  it('names the template, the blocks and the consent form, and reads back the same', () => {
    const data = { story: { content: { component: 'page', body: [{ component: 'hero' }, { component: 'faq', items: [{ component: 'faq_item' }] }] } } };
    const header = pageChunksHeader(data);
    expect(header).toBe('template=page; blocks=hero faq faq_item; consent=0');
    expect(readPageChunksHeader(header)).toEqual({ template: 'page', blocks: ['hero', 'faq', 'faq_item'], consent: false });
  });

  it('gives nothing to load for data without a story, and null for a missing or foreign value', () => {
    expect(readPageChunksHeader(pageChunksHeader({ kind: 'other' }))).toEqual({ template: null, blocks: [], consent: false });
    expect(readPageChunksHeader(null)).toBeNull();
    expect(readPageChunksHeader('template=<x>; blocks=; consent=0')).toBeNull();
  });

  it('leaves out names that are no chunk names', () => {
    const data = { story: { content: { component: 'page', body: [{ component: 'ok_name' }, { component: 'bad name;' }] } } };
    expect(readPageChunksHeader(pageChunksHeader(data))?.blocks).toEqual(['ok_name']);
  });
});
