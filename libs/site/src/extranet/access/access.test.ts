import { AccessMap, type Story } from '@silca/content';
import { describe, expect, it } from 'vitest';
import { policyMap, viewerRoles, withoutHidden } from './access.server';

// How the site asks the policy (decision 0860): related items left out, fail closed.
const story = (uuid: string, full_slug: string, content: Record<string, unknown> = {}, is_startpage = false) =>
  ({
    uuid,
    full_slug,
    slug: full_slug.split('/').filter(Boolean).pop(),
    is_startpage,
    content: { _uid: uuid, component: 'page', ...content },
  }) as unknown as Story;
const MAP = new AccessMap([
  story('root', 'global/extranet/', { roles: ['partner'] }, true),
  story('bu', 'global/extranet/bu/', { roles: ['bu-italia'] }, true),
  story('doc', 'global/extranet/bu/listino'),
  story('cat', 'global/extranet/catalogues/list'),
  story('pub', 'global/products/futura'),
]);

describe('withoutHidden', () => {
  const data = {
    story: { uuid: 'root', full_slug: 'global/extranet/', content: { body: [{ component: 'pages_sorting', pages: ['doc', 'cat'] }] } },
    rels: [
      { uuid: 'doc', full_slug: 'global/extranet/bu/listino', content: { title: 'Listino' } },
      { uuid: 'cat', full_slug: 'global/extranet/catalogues/list', content: { title: 'Catalogue' } },
      { uuid: 'pub', full_slug: 'global/products/futura', content: { title: 'Futura' } },
      { uuid: 'ghost', full_slug: 'global/extranet/new/x', content: { title: 'Unknown' } },
    ],
    templateData: { featured: { uuid: 'doc', slug: 'listino', content: {} } },
  };
  it('leaves out the related stories a partner may not see, and unknown ones', () => {
    const out = withoutHidden(data, MAP, ['partner'], 'root');
    expect(out.rels.map((r) => r.uuid)).toEqual(['cat', 'pub']);
    expect(out.templateData.featured).toBeNull();
    expect(out.story.uuid).toBe('root');
    // uuids inside content are not stories: they stay (the block renders only resolved rels).
    expect(out.story.content.body[0]!.pages).toEqual(['doc', 'cat']);
  });
  it('keeps what a BU Italia partner may see and never changes the input', () => {
    const out = withoutHidden(data, MAP, ['partner', 'bu-italia'], 'root');
    expect(out.rels.map((r) => r.uuid)).toEqual(['doc', 'cat', 'pub']);
    expect(data.rels).toHaveLength(4);
  });
});

describe('policyMap and viewerRoles', () => {
  it('answers 503 when the policy cannot be built, never allows', async () => {
    const failing = { map: async () => Promise.reject(new Error('CMS down')) } as never;
    const thrown = await policyMap(failing, undefined, { 'Cache-Control': 'private, no-store' }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    expect((thrown as Response).headers.get('cache-control')).toBe('private, no-store');
    expect(((await policyMap(undefined, undefined).catch((e: unknown) => e)) as Response).status).toBe(503);
  });
  it('judges anonymous visitors as null and users by their roles', () => {
    expect(viewerRoles(null)).toBeNull();
    expect(viewerRoles({ roles: ['partner'] })).toEqual(['partner']);
  });
});
