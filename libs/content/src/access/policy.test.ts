import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Story } from '../types';
import { GateRefusedError } from '../client/gate';
import { createRequestScope, type RequestScope } from '../client/request-scope';
import { AccessPolicy } from './load';
import { AccessMap, ANYONE, assetKey, EDITOR_ROLE, grantedRoles, mayView, recordRoles, rolesFilter } from './policy';

// The authorization policy (decision 0860) over the generated content space itself.
const ROOT = path.resolve(import.meta.dirname, '../../../../content/stories');

function readStories(dir: string): Story[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return readStories(file);
    return e.name.endsWith('.json') ? [(JSON.parse(readFileSync(file, 'utf8')) as { story: Story }).story] : [];
  });
}

const space = readStories(ROOT);
const map = new AccessMap(space);
const ANON = null;
const NO_ACCESS: string[] = [];
const PARTNER = ['partner'];
const BU_ITALIA = ['partner', 'bu-italia'];

describe('AccessMap over the content space', () => {
  it('governs each extranet story by the nearest roles field up its folders (deny by default)', () => {
    expect(map.ruleForSlug('global/extranet/documentazione-per-bu-italia/listino-agenti-2025')).toEqual({ roles: ['bu-italia'], source: 'global/extranet/documentazione-per-bu-italia/' });
    expect(map.ruleForSlug('global/extranet/documentazione-per-bu-italia/').roles).toEqual(['bu-italia']);
    expect(map.ruleForSlug('global/extranet/catalogues/2025/partner-price-list-2025')).toEqual({ roles: ['partner'], source: 'global/extranet/catalogues/' });
    expect(map.ruleForSlug('global/extranet/photogallery/machines/')).toEqual({ roles: ['partner'], source: 'global/extranet/photogallery/' });
    expect(map.ruleForSlug('global/extranet/')).toEqual({ roles: ['partner'], source: 'global/extranet/' });
    expect(map.ruleForSlug('global/products/silca-futura-pro')).toEqual({ roles: [ANYONE], source: 'public' });
    // Every extranet story of the space has a rule, and only the BU Italia folder needs bu-italia.
    for (const s of space.filter((x) => x.full_slug.startsWith('global/extranet/') && !(x as { is_folder?: boolean }).is_folder)) {
      const rule = map.ruleForStory(s);
      expect(rule.roles, s.full_slug).toEqual(s.full_slug.includes('documentazione-per-bu-italia') ? ['bu-italia'] : ['partner']);
    }
  });

  it('closes a story under no rule to everyone but editors', () => {
    const root = space.find((s) => s.full_slug === 'global/extranet/')!;
    const orphan = { ...root, uuid: 'x', full_slug: 'global/extranet/new-area/doc', is_startpage: false, content: { _uid: 'u', component: 'page', title: 'New' } } as Story;
    const bare = new AccessMap([orphan, { ...root, content: { ...root.content, roles: [] } } as Story]);
    const rule = bare.ruleForSlug('global/extranet/new-area/doc');
    expect(rule).toEqual({ roles: [], source: null });
    expect(mayView(BU_ITALIA, rule)).toBe(false);
    expect(mayView([EDITOR_ROLE], rule)).toBe(true);
    expect(bare.ruleForUuid('unknown')).toEqual({ roles: [], source: null });
  });

  it('gives each file the roles of the stories that reference it', () => {
    const listino = '/_extranet-assets/f/287745/04e6afd0c9/listino-agenti-2025.pdf';
    expect(map.ruleForAsset(listino).roles).toEqual(['bu-italia']);
    expect(map.ruleForAsset('https://a.storyblok.com/f/287745/c14171663d/partner-price-list-2025.pdf').roles).toEqual(['partner']);
    // An image through the image service is the same file.
    expect(map.ruleForAsset('/f/287745/1600x1067/11fa0a25bb/gallery-machines-1.jpg/m/800x0/filters:format(webp)').roles).toEqual(['partner']);
    // A public product image shown in a partner sheet stays public.
    expect(map.ruleForAsset('/f/287745/1200x900/3979d58af6/silca-futura-pro.jpg').roles).toEqual([ANYONE]);
    expect(map.ruleForAsset('/f/287745/aaaaaaaaaa/never-referenced.pdf')).toEqual({ roles: [], source: null });
    expect(map.canSeeAsset(PARTNER, listino)).toBe(false);
    expect(map.canSeeAsset(BU_ITALIA, listino)).toBe(true);
    expect(map.assets().length).toBeGreaterThan(20);
  });
});

describe('mayView, record roles and search filters', () => {
  const partnerRule = { roles: ['partner'], source: 'global/extranet/' };
  const italiaRule = { roles: ['bu-italia'], source: 'global/extranet/documentazione-per-bu-italia/' };
  it('answers the role matrix', () => {
    const table = [ANON, NO_ACCESS, PARTNER, BU_ITALIA, ['bu-italia']].map((v) => [mayView(v, partnerRule), mayView(v, italiaRule), mayView(v, { roles: [ANYONE], source: 'public' })]);
    expect(table).toEqual([
      [false, false, true],
      [false, false, true],
      [true, false, true],
      [true, true, true],
      // bu-italia without the membership role opens nothing in the extranet
      [false, false, true],
    ]);
  });
  it('writes the roles of records and the filters of keys', () => {
    expect(recordRoles(partnerRule)).toEqual(['partner', 'editor']);
    expect(recordRoles({ roles: [], source: null })).toEqual(['editor']);
    expect(recordRoles({ roles: [ANYONE], source: 'public' })).toEqual([ANYONE]);
    expect(rolesFilter(null)).toBe('roles:anyone');
    expect(rolesFilter(['bu-italia'])).toBe('roles:anyone');
    expect(rolesFilter(BU_ITALIA)).toBe('roles:anyone OR roles:partner OR roles:bu-italia');
    expect(rolesFilter(['partner', 'x" OR roles:bu-italia'])).toBe('roles:anyone OR roles:partner');
  });
  it('grants the fewest roles that still open a rule, and nothing to who may not see it', () => {
    const bothRule = { roles: ['partner', 'bu-italia'], source: 'a b' };
    expect([ANON, NO_ACCESS, PARTNER, BU_ITALIA, [EDITOR_ROLE]].map((v) => grantedRoles(v, partnerRule))).toEqual([null, null, ['partner'], ['partner'], [EDITOR_ROLE]]);
    expect([PARTNER, BU_ITALIA].map((v) => grantedRoles(v, italiaRule))).toEqual([null, ['bu-italia', 'partner']]);
    expect(grantedRoles(BU_ITALIA, bothRule)).toEqual(['bu-italia', 'partner']);
    expect(grantedRoles(PARTNER, { roles: [ANYONE], source: 'public' })).toEqual([]);
    expect(grantedRoles(BU_ITALIA, { roles: [], source: null })).toBeNull();
    // What a grant carries opens what it was granted for, and no more.
    expect(mayView(grantedRoles(BU_ITALIA, partnerRule), italiaRule)).toBe(false);
  });
  it('reads asset keys from URLs and refuses other strings', () => {
    expect(assetKey('https://a.storyblok.com/f/287745/04e6afd0c9/a%20b.pdf')).toBe('/f/287745/04e6afd0c9/a b.pdf');
    expect(assetKey('/_assets/f/287745/1x1/abc/x.jpg/m/10x10')).toBe('/f/287745/1x1/abc/x.jpg');
    expect(assetKey('/en/global/products')).toBeNull();
    expect(assetKey('/f/notaspace/x')).toBeNull();
  });
});

describe('AccessPolicy', () => {
  it('rebuilds after its ttl or an invalidation, and keeps the last map while the CMS fails', async () => {
    let now = 0;
    let calls = 0;
    let fail = false;
    const content = {
      listStories: async () => {
        calls++;
        if (fail) throw new Error('down');
        return { stories: space, total: space.length, perPage: 1000, page: 1 };
      },
    } as never;
    const policy = new AccessPolicy(content, { ttlMs: 1000, now: () => now });
    const first = await policy.map();
    expect(await policy.map()).toBe(first);
    expect(calls).toBe(1);
    now = 1500;
    fail = true;
    expect(await policy.map()).toBe(first);
    policy.invalidate();
    await expect(policy.map()).rejects.toThrow('down');
    fail = false;
    expect((await policy.map()).ruleForSlug('global/extranet/').roles).toEqual(['partner']);
  });

  it('a build shared by two requests goes on for the one who stays when the first leaves (docs/requirements/hardening.md#cancelled-requests)', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const content = {
      // Like the content service: a call whose request signal aborted is refused.
      listStories: async (opts: { request?: RequestScope }) => {
        await gate;
        if (opts.request?.signal.aborted) throw new GateRefusedError('test', 'visitor gone');
        return { stories: space, total: space.length, perPage: 1000, page: 1 };
      },
    } as never;
    const policy = new AccessPolicy(content);
    const first = new AbortController();
    const second = new AbortController();
    const a = policy.map(createRequestScope({ signal: first.signal }));
    const b = policy.map(createRequestScope({ signal: second.signal }));
    a.catch(() => undefined);
    first.abort();
    await expect(a).rejects.toMatchObject({ reason: 'visitor gone' });
    release();
    expect((await b).ruleForSlug('global/extranet/').roles).toEqual(['partner']);
  });
});
