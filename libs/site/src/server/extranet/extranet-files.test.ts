import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '@silca/auth/shared';
import { AccessMap, type Story } from '@silca/content';
import { extranetFiles, type ExtranetFilesOptions } from './extranet-files.server';

// The session-checked route of extranet files (docs/requirements/extranet.md#extranet-goals, decision 0800), on a real HTTP server.
const user = (roles: string[]): AuthUser => ({ sub: 'auth0|1', name: 'P', email: 'p@x', locale: 'en', roles }) as AuthUser;
const USERS: Record<string, AuthUser> = { partner: user(['partner']), italia: user(['partner', 'bu-italia']), signup: user([]) };
const FILE = '/f/287745/c14171663d/partner-price-list-2025.pdf';
const ITALIA_FILE = '/f/287745/04e6afd0c9/listino-agenti-2025.pdf';

/** The policy over a small space: a partner folder and a BU Italia folder (decision 0860). */
const story = (full_slug: string, content: Record<string, unknown>, is_startpage = false) => ({ uuid: full_slug, full_slug, is_startpage, content: { _uid: full_slug, component: 'page', ...content } }) as unknown as Story;
const MAP = new AccessMap([
  story('global/extranet/', { roles: ['partner'] }, true),
  story('global/extranet/catalogues/x', { files: [{ filename: `https://a.storyblok.com${FILE}` }, { filename: '/_assets/f/1/missing.pdf' }, { filename: '/_assets/f/1/evil.pdf' }] }),
  story('global/extranet/bu/', { roles: ['bu-italia'] }, true),
  story('global/extranet/bu/listino', { files: [{ filename: `https://a.storyblok.com${ITALIA_FILE}` }] }),
]);
const servers: Array<() => void> = [];

afterEach(() => servers.splice(0).forEach((close) => close()));

async function serve(signedUrl: ExtranetFilesOptions['signedUrl'], policy: ExtranetFilesOptions['policy'] = async () => MAP): Promise<{ get(path: string, who?: string): Promise<Response>; asked: string[] }> {
  const asked: string[] = [];
  const app = express();
  app.use(
    '/_extranet-assets',
    extranetFiles({
      getUser: async (cookie) => USERS[/who=(\w+)/.exec(cookie)?.[1] ?? ''] ?? null,
      policy,
      signedUrl: (path) => {
        asked.push(path);
        return signedUrl(path);
      },
    }),
  );
  const server = app.listen(0);
  servers.push(() => server.close());
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { asked, get: (path, who) => fetch(base + path, { redirect: 'manual', headers: who ? { cookie: `who=${who}` } : {} }) };
}

function expectPrivate(res: Response) {
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('vary')).toContain('Cookie');
}

describe('extranet files route', () => {
  it('redirects a partner to the signed URL, privately, and asks for the path after the prefix', async () => {
    const s = await serve(async (path) => `/_signed-assets${path}?exp=1&sig=x`);
    const res = await s.get(`/_extranet-assets${FILE}`, 'partner');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/_signed-assets${FILE}?exp=1&sig=x`);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expectPrivate(res);
    expect(s.asked).toEqual([FILE]);
  });

  it('answers 401 anonymously and 403 without the partner role, never asking the CMS', async () => {
    const s = await serve(async () => 'https://a.storyblok.com/signed');
    const anonymous = await s.get(`/_extranet-assets${FILE}`);
    expect(anonymous.status).toBe(401);
    expectPrivate(anonymous);
    const signup = await s.get(`/_extranet-assets${FILE}`, 'signup');
    expect(signup.status).toBe(403);
    expectPrivate(signup);
    expect(s.asked).toEqual([]);
  });

  it('asks the policy: a file needs a role of a story that references it, else 403 without asking the CMS', async () => {
    const s = await serve(async (path) => `/_signed-assets${path}?exp=1&sig=x`);
    const partner = await s.get(`/_extranet-assets${ITALIA_FILE}`, 'partner');
    expect(partner.status).toBe(403);
    expectPrivate(partner);
    expect((await s.get(`/_extranet-assets/f/287745/aaaaaaaaaa/not-referenced.pdf`, 'italia')).status).toBe(403);
    expect(s.asked).toEqual([]);
    const italia = await s.get(`/_extranet-assets${ITALIA_FILE}`, 'italia');
    expect(italia.status).toBe(302);
    expect(s.asked).toEqual([ITALIA_FILE]);
    // No policy (CMS down before the first map): 503, never an allow.
    const blind = await serve(
      async () => 'https://a.storyblok.com/ok',
      async () => {
        throw new Error('CMS down');
      },
    );
    expect((await blind.get(`/_extranet-assets${FILE}`, 'partner')).status).toBe(503);
    expect(blind.asked).toEqual([]);
  });

  it('answers 404 for malformed paths, unknown files and unsafe targets, 503 when the CMS fails', async () => {
    const s = await serve(async (path) => (path.includes('missing') ? null : path.includes('evil') ? '//evil.example/x' : 'https://a.storyblok.com/ok'));
    for (const path of ['/x/1/a.pdf', '/f/1/a%00.pdf', '/f/1/%E0%A4%A.pdf', '/f/1//a.pdf', '/f/1/missing.pdf', '/f/1/evil.pdf']) {
      const res = await s.get(`/_extranet-assets${path}`, 'partner');
      expect(res.status, path).toBe(404);
      expectPrivate(res);
    }
    const down = await serve(async () => {
      throw new Error('CMS down');
    });
    const res = await down.get(`/_extranet-assets${FILE}`, 'partner');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expectPrivate(res);
  });
});
