import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { AccessMap, ANYONE, grantedRoles, mayView, type AccessRule, type ViewerRoles } from '../../libs/content/src/access/policy';
import type { Story } from '../../libs/content/src/types';
import { dataUrl, freePort, ROOT, startNode, waitForHttp, type Spawned } from '../support';

// The access matrix (docs/requirements/extranet.md#access, decision 0860), generated from the content: for every extranet
// story and file, each role (anonymous, signed-up user without access, partner, BU Italia
// partner) and each path (page HTML, `_data`, partner search HTML and data, type-ahead, file
// route, the signed link it grants with its roles, that link after expiry, on another path and
// with more roles, sitemap) answers what the policy says. It runs against its own production
// server whose signed links live 3 s, so expiry is real.

const SIGNED_TTL_S = 3;
type RoleName = 'anonymous' | 'no access' | 'partner' | 'BU Italia partner';
const ROLES: Record<RoleName, { login: { email: string; password: string } | null; roles: ViewerRoles }> = {
  anonymous: { login: null, roles: null },
  'no access': { login: { email: 'signup@silca.test', password: 'signup-pass-1' }, roles: [] },
  partner: { login: { email: 'partner@silca.test', password: 'partner-pass-1' }, roles: ['partner'] },
  'BU Italia partner': { login: { email: 'bu.italia@silca.test', password: 'italia-pass-1' }, roles: ['partner', 'bu-italia'] },
};

function readStories(dir: string): Story[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return readStories(file);
    return e.name.endsWith('.json') ? [(JSON.parse(readFileSync(file, 'utf8')) as { story: Story }).story] : [];
  });
}

const space = readStories(path.join(ROOT, 'content/stories'));
const policy = new AccessMap(space);
const extranet = space.filter((s) => s.full_slug.startsWith('global/extranet/') && !(s as { is_folder?: boolean }).is_folder);
/** The English page of an extranet story: `/en/` + its default slug (English is the default language). */
const pageOf = (s: Story) => `/en/${s.full_slug.replace(/\/$/, '')}`;
const titleOf = (s: Story) => String(s.content.title ?? s.name);
/** Documents with titles a search must find for whoever may see them. */
const FINDABLE = new Set(['product_resource', 'news_article', 'extranet_product_detail']);
const files = policy.assets().filter(({ rule }) => !rule.roles.includes(ANYONE));

/** Status an extranet path answers a role: 401 anonymous, 403 without partner or without the rule's role. */
function expectedStatus(role: RoleName, rule: AccessRule, allowedStatus: number): number {
  if (role === 'anonymous') return 401;
  return mayView(ROLES[role].roles, rule) ? allowedStatus : 403;
}

let server: Spawned;
let baseURL = '';
const clients = new Map<RoleName, APIRequestContext>();
/** The browser contexts behind `clients`: closed after the file, so no context of this file outlives it in the worker. */
const contexts: BrowserContext[] = [];

async function logIn(browser: Browser, role: RoleName): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  contexts.push(context);
  const login = ROLES[role].login;
  if (login) {
    const page = await context.newPage();
    await page.goto('/auth/login?returnTo=/en/global/extranet');
    await page.getByLabel('Email address').fill(login.email);
    await page.getByLabel('Password').fill(login.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/en\/global\/extranet$/);
    await page.close();
  }
  return context.request;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  const port = String(await freePort());
  baseURL = `http://127.0.0.1:${port}`;
  server = startNode('apps/site-global/build/server.mjs', {
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    STORYBLOK_TOKEN: '',
    // A database of its own per start: a retry's server must not open the store the previous
    // server (still stopping) holds.
    DATA_DIR: mkdtempSync(path.join(process.env.E2E_DATA_DIR ?? tmpdir(), 'access-matrix-')),
    SEARCH_RATE_LIMIT_PER_MIN: '100000',
    FILE_LINK_TTL_S: String(SIGNED_TTL_S),
  });
  await waitForHttp(`${baseURL}/healthz`, 120_000);
  // Partner search needs the embedded indexes: /readyz answers 200 once they are built.
  // A refused or reset connection while the server hands over from its early listener counts as not ready yet.
  const readyStatus = () =>
    fetch(`${baseURL}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
  await expect.poll(readyStatus, { timeout: 180_000, intervals: [1000] }).toBe(200);
  for (const role of Object.keys(ROLES) as RoleName[]) clients.set(role, await logIn(browser, role));
});

test.afterAll(async () => {
  // Closing a context ends its request client too; disposing only the request left the contexts
  // open in the worker, and the next file's first test there sometimes met "context or browser
  // has been closed".
  for (const c of contexts.splice(0)) await c.close();
  clients.clear();
  await server?.stop();
});

test('the content gives every extranet story a rule, and the BU Italia documents need bu-italia', () => {
  expect(extranet.length).toBeGreaterThan(15);
  for (const s of extranet) expect(policy.ruleForStory(s).roles.length, s.full_slug).toBeGreaterThan(0);
  expect(policy.ruleForSlug('global/extranet/documentazione-per-bu-italia/listino-agenti-2025').roles).toEqual(['bu-italia']);
  expect(files.length).toBeGreaterThan(10);
});

test('pages, their .data and related items answer each role as the policy says', async () => {
  test.setTimeout(120_000);
  for (const [role, { roles }] of Object.entries(ROLES) as [RoleName, (typeof ROLES)[RoleName]][]) {
    const request = clients.get(role)!;
    const hidden = extranet.filter((s) => !mayView(roles, policy.ruleForStory(s)));
    for (const story of extranet) {
      const rule = policy.ruleForStory(story);
      const url = pageOf(story);
      const html = await request.get(url, { maxRedirects: 0 });
      const what = `${role} ${url}`;
      expect(html.status(), what).toBe(expectedStatus(role, rule, 200));
      expect(html.headers()['cache-control'], what).toContain('no-store');
      const dataRoute = story.full_slug === 'global/extranet/' ? 'extranet-index' : 'extranet-page';
      // The page route's own single-fetch request, as its client loader asks it (decision 1044).
      const data = await request.get(dataUrl(url, dataRoute), { maxRedirects: 0 });
      expect(data.status(), `${what} .data`).toBe(expectedStatus(role, rule, 200));
      expect(data.headers()['cache-control'], `${what} .data`).toContain('no-store');
      const body = await data.text();
      if (data.status() === 200) {
        // turbo-stream writes each string once, as JSON: the story's uuid is in its data.
        expect(body, what).toContain(`"${story.uuid}"`);
        // Related items: no story the role may not see appears in the page's data.
        for (const h of hidden) expect(body, `${what} shows ${h.full_slug}`).not.toContain(h.uuid);
      } else {
        expect(body, what).not.toContain(story.uuid);
        expect(body, what).not.toContain(titleOf(story));
      }
    }
  }
});

test('partner search (HTML and data) and type-ahead find only what the role may see', async () => {
  test.setTimeout(120_000);
  for (const [role, { roles }] of Object.entries(ROLES) as [RoleName, (typeof ROLES)[RoleName]][]) {
    const request = clients.get(role)!;
    for (const story of extranet) {
      const rule = policy.ruleForStory(story);
      const q = encodeURIComponent(titleOf(story));
      const what = `${role} "${titleOf(story)}"`;
      const search = `/en/global/extranet/search?q=${q}`;
      const html = await request.get(search, { maxRedirects: 0 });
      const allowedToSearch = role === 'anonymous' ? 401 : roles?.includes('partner') ? 200 : 403;
      expect(html.status(), what).toBe(allowedToSearch);
      const data = await request.get(dataUrl(search, 'extranet-page'), { maxRedirects: 0 });
      expect(data.status(), `${what} data`).toBe(allowedToSearch);
      const page = pageOf(story).replace('/en/global', '');
      // The hits' URLs: the strings of the turbo-stream answer that are extranet paths (decision 1044).
      const urls = data.status() === 200 ? [...(await data.text()).matchAll(/"(\/en\/global\/extranet[^"]*)"/g)].map((m) => m[1]!) : [];
      // The page without its footer: the site's footer links the partner area's home for everyone.
      const htmlText = (await html.text()).replace(/<footer[\s\S]*<\/footer>/, '');
      if (mayView(roles, rule)) {
        if (FINDABLE.has(story.content.component)) expect(urls, what).toContain(`/en/global${page}`);
      } else {
        expect(
          urls.some((u) => u.endsWith(page)),
          what,
        ).toBe(false);
        expect(htmlText.includes(`href="/en/global${page}"`), `${what} HTML`).toBe(false);
      }
      // The header type-ahead searches public pages only, for everyone.
      const suggest = await request.get(`/api/search?q=${q}&locale=en`);
      expect(suggest.status(), `${what} type-ahead`).toBe(200);
      expect(
        ((await suggest.json()) as { hits: { url: string }[] }).hits.every((h) => !h.url.includes('/extranet')),
        `${what} type-ahead`,
      ).toBe(true);
    }
  }
});

test('the file route answers each role per file; signed links end and are bound to their path and roles', async () => {
  test.setTimeout(120_000);
  for (const [role] of Object.entries(ROLES) as [RoleName, unknown][]) {
    const request = clients.get(role)!;
    for (const { asset, rule } of files) {
      const res = await request.get(`/_extranet-assets${asset}`, { maxRedirects: 0 });
      expect(res.status(), `${role} ${asset}`).toBe(expectedStatus(role, rule, 302));
      expect(res.headers()['cache-control'], `${role} ${asset}`).toContain('no-store');
      if (res.status() !== 302) {
        expect(res.headers()['location'], `${role} ${asset}`).toBeUndefined();
        continue;
      }
      // The link carries the fewest of the role's roles that open the file, and opens it without a cookie.
      const link = new URL(res.headers()['location']!, baseURL);
      expect(link.searchParams.get('roles'), `${role} ${asset}`).toBe(grantedRoles(ROLES[role].roles, rule)!.join(','));
      const file = await clients.get('anonymous')!.get(link.toString());
      expect(file.status(), `${role} ${asset} link`).toBe(200);
      expect((await file.body()).length, `${role} ${asset} link`).toBeGreaterThan(0);
    }
  }
  // A link granted to a partner for a partner file: it works, for its path and roles only, until it
  // ends; moved onto a BU Italia file, with or without that file's roles, it opens nothing.
  const partnerFile = files.find((f) => f.rule.roles.includes('partner') && f.asset.endsWith('.pdf'))!;
  const italiaFile = files.find((f) => !f.rule.roles.includes('partner') && f.rule.roles.includes('bu-italia'))!;
  const italiaHop = await clients.get('BU Italia partner')!.get(`/_extranet-assets${italiaFile.asset}`, { maxRedirects: 0 });
  const italiaLink = new URL(italiaHop.headers()['location']!, baseURL);
  const hop = await clients.get('partner')!.get(`/_extranet-assets${partnerFile.asset}`, { maxRedirects: 0 });
  expect(hop.status()).toBe(302);
  const signed = new URL(hop.headers()['location']!, baseURL);
  const anonymous = clients.get('anonymous')!;
  const ok = await anonymous.get(signed.toString());
  expect(ok.status()).toBe(200);
  expect((await ok.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const otherPath = new URL(signed);
  otherPath.pathname = italiaLink.pathname;
  const widened = new URL(otherPath);
  widened.searchParams.set('roles', italiaLink.searchParams.get('roles')!);
  for (const who of ['anonymous', 'partner', 'BU Italia partner'] as const) {
    for (const [what, url] of [
      ['another path', otherPath],
      ['more roles', widened],
    ] as const) {
      const res = await clients.get(who)!.get(url.toString());
      expect(res.status(), `${what}, ${who}`).toBe(403);
    }
  }
  await new Promise((r) => setTimeout(r, (SIGNED_TTL_S + 1.5) * 1000));
  for (const who of ['anonymous', 'partner'] as const) {
    const late = await clients.get(who)!.get(signed.toString());
    expect(late.status(), `expired, ${who}`).toBe(403);
    expect(await late.text()).toBe('Link expired');
  }
});

test('the sitemap names no extranet page, whoever asks', async () => {
  for (const role of Object.keys(ROLES) as RoleName[]) {
    const sitemap = await (await clients.get(role)!.get('/sitemap.xml')).text();
    expect(sitemap, role).toContain('/en/global/products/');
    for (const s of extranet) expect(sitemap, `${role} ${s.full_slug}`).not.toContain(pageOf(s).replace('/en/global', ''));
  }
});
