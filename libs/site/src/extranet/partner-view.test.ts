import { AccessMap, type Story } from '@silca/content';
import { describe, expect, it } from 'vitest';
import { withoutHidden } from './access/access.server';
import { toExtranetAssetUrls } from './extranet-files.server';
import { partnerView } from './partner-view.server';

// The partner's view of extranet loader data, reused across requests (decision 0972).
const story = (uuid: string, full_slug: string, content: Record<string, unknown> = {}, is_startpage = false) =>
  ({
    uuid,
    full_slug,
    slug: full_slug.split('/').filter(Boolean).pop(),
    is_startpage,
    content: { _uid: uuid, component: 'page', ...content },
  }) as unknown as Story;
const stories = [
  story('root', 'global/extranet/', { roles: ['partner'] }, true),
  story('bu', 'global/extranet/bu/', { roles: ['bu-italia'] }, true),
  story('doc', 'global/extranet/bu/listino'),
  story('cat', 'global/extranet/catalogues/list'),
  story('pub', 'global/products/futura'),
];
const pageData = () => ({
  kind: 'story',
  story: {
    uuid: 'root',
    full_slug: 'global/extranet/',
    content: { image: { filename: '/_assets/f/1/a.png' }, body: [{ component: 'pages_sorting', pages: ['doc', 'cat'] }] },
  },
  rels: [
    { uuid: 'doc', full_slug: 'global/extranet/bu/listino', content: { title: 'Listino', file: { filename: '/_assets/f/2/listino.pdf' } } },
    { uuid: 'cat', full_slug: 'global/extranet/catalogues/list', content: { title: 'Catalogue' } },
    { uuid: 'pub', full_slug: 'global/products/futura', content: { title: 'Futura' } },
    { uuid: 'ghost', full_slug: 'global/extranet/new/x', content: { title: 'Unknown' } },
  ],
  featured: { uuid: 'doc', slug: 'listino', content: {} },
  note: '/_assets/f/3/note.txt',
  missing: undefined,
  when: new Date(Date.UTC(2026, 0, 2)),
});

describe('partnerView', () => {
  it('answers what the walks answer, for each set of roles', () => {
    const map = new AccessMap(stories);
    const data = pageData();
    for (const roles of [['partner'], ['partner', 'bu-italia'], ['bu-italia', 'partner'], null]) {
      const expected = withoutHidden(toExtranetAssetUrls(data), map, roles, 'root');
      expect(partnerView(data, map, roles, 'root')).toEqual(expected);
    }
    const partner = partnerView(data, map, ['partner'], 'root');
    expect(partner.rels.map((r) => r.uuid)).toEqual(['cat', 'pub']);
    expect(partner.featured).toBeNull();
    expect(partner.note).toBe('/_extranet-assets/f/3/note.txt');
    expect(partner.story.content.image.filename).toBe('/_extranet-assets/f/1/a.png');
    expect('missing' in partner).toBe(false);
    expect(partner.when).toBe('2026-01-02T00:00:00.000Z');
    // The input is never changed.
    expect(data.rels).toHaveLength(4);
    expect(data.story.content.image.filename).toBe('/_assets/f/1/a.png');
  });

  it('reuses a view for the same content, map and roles, never across roles', () => {
    const map = new AccessMap(stories);
    const data = pageData();
    const first = partnerView(data, map, ['partner'], 'root');
    const again = partnerView({ ...data }, map, ['partner'], 'root');
    expect(again.rels).toBe(first.rels);
    expect(again.story).toBe(first.story);
    const bu = partnerView(data, map, ['partner', 'bu-italia'], 'root');
    expect(bu.rels).not.toBe(first.rels);
    expect(bu.rels.map((r) => r.uuid)).toEqual(['doc', 'cat', 'pub']);
    expect(bu.featured).toEqual({ uuid: 'doc', slug: 'listino', content: {} });
    // The page's own story is kept whatever the rule: another page story is another view.
    expect(partnerView(data, map, ['partner'], 'doc').featured).toEqual({ uuid: 'doc', slug: 'listino', content: {} });
  });

  it('follows a new policy map (a publish changed the rules) at once', () => {
    const data = pageData();
    const before = partnerView(data, new AccessMap(stories), ['partner'], 'root');
    expect(before.rels.map((r) => r.uuid)).toEqual(['cat', 'pub']);
    // The catalogues now need BU Italia too.
    const stricter = new AccessMap([...stories, story('cats', 'global/extranet/catalogues/', { roles: ['bu-italia'] }, true)]);
    expect(partnerView(data, stricter, ['partner'], 'root').rels.map((r) => r.uuid)).toEqual(['pub']);
  });
});
