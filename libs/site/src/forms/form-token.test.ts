import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLeadsBackend, TOKEN_ISSUE_FACTOR, type LeadsBackend } from '@silca/forms';
import { MARKETS, parsePath } from '@silca/i18n';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FreshFormToken } from './fresh-form-token';
import { formAction, type FormActionData } from './form-action.server';
import { loadFormToken } from './form-token.server';

const repo = path.resolve(import.meta.dirname, '../../../..');
const story = JSON.parse(readFileSync(path.join(repo, 'content/stories/global/contact-us/request-information.json'), 'utf8')).story;
const ORIGIN = 'https://www.silca.biz';
const MIN_FILL_MS = 1500;
const RATE = 2;

let backend: LeadsBackend;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'silca-form-token-'));
  // FORM_TOKEN_SINGLE_USE is not set: single use is the default (decision 0935).
  backend = await startLeadsBackend({
    env: { DATA_DIR: dataDir, FORM_MIN_FILL_MS: String(MIN_FILL_MS), FORM_RATE_LIMIT: String(RATE), LEADS_WORKER: 'off' },
    market: 'global',
  });
}, 240_000);
afterAll(async () => {
  await backend?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const context = (clientIp: string, leads: unknown = backend.service) => ({
  content: { findStoryByPath: async () => ({ story, rels: [] }) },
  siteUrl: ORIGIN,
  leads,
  clientIp,
});

async function fetchToken(clientIp: string, method = 'GET', leads?: unknown): Promise<Response> {
  const args = {
    request: new Request(`${ORIGIN}/api/form-token`, { method }),
    context: context(clientIp, leads === undefined ? backend.service : leads),
    params: {},
  } as unknown as LoaderFunctionArgs;
  try {
    return await loadFormToken(args);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function post(body: URLSearchParams, clientIp: string): Promise<Response> {
  const pathname = '/en/global/contact-us/request-information';
  const request = new Request(ORIGIN + pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    body,
  });
  return formAction({ request, context: context(clientIp), params: {} } as unknown as ActionFunctionArgs, parsePath(pathname, MARKETS.global)!);
}

const contact = (token: string, email: string, company: string) =>
  new URLSearchParams([
    ['form_key', 'contact'],
    ['_form_token', token],
    ['interests', 'documentation'],
    ['email', email],
    ['company', company],
    ['consent', 'yes'],
  ]);

describe('GET /api/form-token (decision 0935)', { timeout: 30_000 }, () => {
  it('answers a fresh signed token on every call, never storable by a shared cache or the browser', async () => {
    const issued: string[] = [];
    const start = Date.now();
    for (let i = 0; i < 3; i++) {
      const res = await fetchToken('198.51.100.1');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('vary')).toBe('*');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await res.json()) as FreshFormToken;
      expect(body.minFillMs).toBe(MIN_FILL_MS);
      issued.push(body.token);
    }
    expect(new Set(issued).size).toBe(3);
    for (const token of issued) {
      // Issued now (not at some page's render time), signed by the backend's secret: too fast
      // until the minimum fill time has passed, then accepted; a changed signature is refused.
      const issuedAt = Number(token.split('.')[0]);
      expect(issuedAt).toBeGreaterThanOrEqual(start);
      expect(issuedAt).toBeLessThanOrEqual(Date.now());
      expect(backend.service.checkFormToken(token, issuedAt + MIN_FILL_MS - 1)).toBe('too-fast');
      expect(backend.service.checkFormToken(token, issuedAt + MIN_FILL_MS)).toBe('ok');
      // The signature's first character (all six bits count; the last one's low bits may be padding,
      // so changing it could leave the same bytes).
      const parts = token.split('.');
      const sig = parts.pop()!;
      const forged = [...parts, (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1)].join('.');
      expect(backend.service.checkFormToken(forged, issuedAt + MIN_FILL_MS)).toBe('invalid');
    }
  });

  it('a fresh token creates one lead; the second post with it stores nothing, asks to send again and keeps the input', async () => {
    const { token } = (await (await fetchToken('198.51.100.2')).json()) as FreshFormToken;
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 50));
    const before = await backend.service.store.count();
    const first = await post(contact(token, 'first@example.com', 'First Srl'), '198.51.100.20');
    expect(first.status).toBe(303);
    expect(await backend.service.store.count()).toBe(before + 1);

    const second = await post(contact(token, 'second@example.com', 'Second GmbH'), '198.51.100.21');
    expect(second.status).toBe(400);
    const data = (await second.json()) as FormActionData;
    expect(data.summary).toBe('This form has expired. What you typed is kept: please send it again.');
    expect(data.result.initialValue).toMatchObject({ email: 'second@example.com', company: 'Second GmbH', interests: 'documentation' });
    expect(data.formToken).toBeTruthy();
    expect(data.formToken).not.toBe(token);
    expect(await backend.service.store.count()).toBe(before + 1);
    const leads = await backend.service.store.listSince(new Date(Date.now() - 60_000));
    const emails: string[] = [];
    for await (const lead of leads) emails.push(lead.email ?? '');
    expect(emails).toContain('first@example.com');
    expect(emails).not.toContain('second@example.com');
  });

  it('a token fetched and posted at once is still timed: the lead is kept, flagged too-fast (the fresh token does not skip the minimum fill time)', async () => {
    const { token } = (await (await fetchToken('198.51.100.3')).json()) as FreshFormToken;
    const before = await backend.service.store.count();
    const res = await post(contact(token, 'quick@example.com', 'Quick'), '198.51.100.30');
    expect(res.status).toBe(303);
    expect(await backend.service.store.count()).toBe(before + 1);
    const kept: string[][] = [];
    for await (const lead of backend.service.store.listSince(new Date(Date.now() - 60_000))) if (lead.email === 'quick@example.com') kept.push(lead.flags);
    expect(kept).toEqual([['too-fast']]);
  });

  it(`answers 429 with Retry-After past ${TOKEN_ISSUE_FACTOR} x FORM_RATE_LIMIT per client, without spending the form's own budget`, async () => {
    const ip = '198.51.100.4';
    for (let i = 0; i < RATE * TOKEN_ISSUE_FACTOR; i++) expect((await fetchToken(ip)).status).toBe(200);
    const limited = await fetchToken(ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(limited.headers.get('cache-control')).toBe('private, no-store');
    expect(await backend.service.allow(ip)).toBe(true);
    expect((await fetchToken('198.51.100.5')).status).toBe(200);
  });

  it('refuses other methods with 405 and answers 503 with Retry-After when the leads backend is down', async () => {
    const put = await fetchToken('198.51.100.6', 'PUT');
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD');
    const down = await fetchToken('198.51.100.6', 'GET', null);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('30');
    expect(down.headers.get('cache-control')).toBe('private, no-store');
  });
});
