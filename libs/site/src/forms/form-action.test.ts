import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLeadsBackend, type LeadsBackend } from '@silca/forms';
import { MARKETS, parsePath } from '@silca/i18n';
import type { ActionFunctionArgs } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formAction, type FormActionData } from './form-action.server';

const repo = path.resolve(import.meta.dirname, '../../../..');
const storyFile = (p: string) => JSON.parse(readFileSync(path.join(repo, 'content/stories', p), 'utf8')).story;
const STORIES: Record<string, unknown> = {
  'request-information': storyFile('global/contact-us/request-information.json'),
  'silca-futura-pro': storyFile('global/products/silca-futura-pro.json'),
  contacts: storyFile('global/contacts/index.json'),
  'about-us': { content: { component: 'page', body: [] }, published_at: '2026-01-01' },
};

const ORIGIN = 'https://www.silca.biz';

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
let backend: LeadsBackend;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'silca-forms-action-'));
  backend = await startLeadsBackend({
    env: { DATA_DIR: dataDir, FORM_MIN_FILL_MS: '1000', FORM_RATE_LIMIT: '1000', LEADS_OUTBOX_POLL_MS: '50', FORM_TOKEN_SINGLE_USE: 'on' },
    market: 'global',
  });
}, 240_000);
afterAll(async () => {
  await backend?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A token issued 5 s ago: past the minimum fill time. */
const oldToken = () => backend.service.issueFormToken(Date.now() - 5000);

function args(
  pathname: string,
  init: { body?: BodyInit; headers?: Record<string, string>; method?: string; clientIp?: string },
): [ActionFunctionArgs, NonNullable<ReturnType<typeof parsePath>>] {
  const request = new Request(ORIGIN + pathname, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...init.headers },
    body: init.body,
  });
  const content = {
    findStoryByPath: async ({ path: segs }: { path: string[] }) => {
      // Keyed by the last segment: the translated route words are libs/i18n's business.
      const story = STORIES[segs.at(-1) ?? ''];
      return story ? { story, rels: [] } : null;
    },
  };
  const context = { content, siteUrl: ORIGIN, leads: backend.service, clientIp: init.clientIp ?? '192.0.2.1' };
  const parsed = parsePath(pathname, MARKETS.global)!;
  return [{ request, context, params: {} } as unknown as ActionFunctionArgs, parsed];
}

const form = (entries: Record<string, string | string[]>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(entries)) for (const x of [v].flat()) p.append(k, x);
  return p;
};

const validContact = (extra: Record<string, string | string[]> = {}) =>
  form({ form_key: 'contact', _form_token: oldToken(), interests: ['documentation'], email: 'anna@example.com', consent: 'yes', ...extra });

async function post(pathname: string, body: BodyInit, headers?: Record<string, string>, clientIp?: string) {
  const [a, parsed] = args(pathname, { body, headers, clientIp });
  try {
    return await formAction(a, parsed);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('formAction (docs/requirements/forms.md#leads)', { timeout: 30_000 }, () => {
  it('stores a valid lead and answers 303 to the thank-you page of the same market and locale; the mail reaches the sink escaped', async () => {
    const before = await backend.service.store.count();
    const res = await post('/it/global/contattaci/request-information', validContact({ company: '<script>alert(1)</script> & Co' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/it/global/thank-you-eng?form=contact');
    expect(await backend.service.store.count()).toBe(before + 1);
    const [lead] = await collect(backend.service.store.listSince(new Date(Date.now() - 60_000)));
    expect(lead).toMatchObject({
      market: 'global',
      locale: 'it',
      page: '/it/global/contattaci/request-information',
      formKey: 'contact',
      interests: ['documentation'],
    });
    expect(lead!.consentAt).toBeInstanceOf(Date);
    await backend.service.drainOutbox();
    const mails = readdirSync(backend.service.mailDir!).filter((f) => f.endsWith('.eml'));
    // Decode quoted-printable (soft line breaks, =XX) to read the HTML part as a mail client would.
    const decode = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    const eml = mails.map((f) => decode(readFileSync(path.join(backend.service.mailDir!, f), 'utf8'))).find((m) => m.includes(lead!.id));
    expect(eml).toBeDefined();
    expect(eml).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(eml).not.toContain('<script>alert(1)</script> &amp;');
  });

  it('an empty submit: 400 with every required message and the summary, nothing stored', async () => {
    const before = await backend.service.store.count();
    const res = await post('/en/global/contact-us/request-information', form({ form_key: 'contact', _form_token: oldToken() }));
    expect(res.status).toBe(400);
    const data = (await res.json()) as FormActionData;
    expect(data.summary).toBe('Sorry, not all fields are filled out correctly.');
    expect(data.result.error).toMatchObject({ interests: ['This field is required'], email: ['This field is required'], consent: ['This field is required'] });
    expect(await backend.service.store.count()).toBe(before);
  });

  it('a wrong field comes back with its message and every typed value kept (German)', async () => {
    const res = await post(
      '/de/global/kontaktieren-sie-uns/request-information',
      validContact({ phone: '12345', interests: ['phone'], company: 'Müller GmbH' }),
    );
    expect(res.status).toBe(400);
    const data = (await res.json()) as FormActionData;
    expect(Object.keys(data.result.error ?? {})).toEqual(['phone']);
    expect(data.result.error?.phone?.[0]).not.toBe('The telephone number must have at least 8 digits');
    expect(data.result.initialValue).toMatchObject({ phone: '12345', company: 'Müller GmbH', email: 'anna@example.com' });
    expect(data.result.initialValue).not.toHaveProperty('_form_token');
  });

  it('a refused post gives back its genuine form token, so the fill time counts from the first render; never a forged one', async () => {
    const url = '/en/global/contact-us/request-information';
    // Genuine but younger than FORM_MIN_FILL_MS: what a page re-rendered after a quick refusal holds.
    const token = backend.service.issueFormToken(Date.now() - 200);
    const res = await post(url, form({ form_key: 'contact', _form_token: token }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as FormActionData).formToken).toBe(token);
    const forged = await post(url, form({ form_key: 'contact', _form_token: `${Date.now() - 5000}.bm9uY2U.Zm9yZ2Vk` }));
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as FormActionData).formToken).toBeUndefined();
  });

  it('a double submit (same render, same values) makes one lead', async () => {
    const body = validContact({ email: 'twice@example.com' }).toString();
    const before = await backend.service.store.count();
    const [a, b] = await Promise.all([post('/en/global/contact-us/request-information', body), post('/en/global/contact-us/request-information', body)]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(await backend.service.store.count()).toBe(before + 1);
  });

  it('docs/requirements/hardening.md#form-tokens: a token is single use: one lead stored and mailed; a replay with other values stores nothing and asks to send again, keeping the input, with a fresh token that works', async () => {
    const url = '/en/global/contact-us/request-information';
    const token = oldToken();
    const before = await backend.service.store.count();
    const first = await post(url, validContact({ _form_token: token, email: 'once@example.com', company: 'Once' }));
    expect(first.status).toBe(303);
    expect(await backend.service.store.count()).toBe(before + 1);
    const lead = (await collect(backend.service.store.listSince(new Date(Date.now() - 60_000)))).find((l) => l.email === 'once@example.com')!;
    await backend.service.drainOutbox();
    const mailed = readdirSync(backend.service.mailDir!).some(
      (f) => f.endsWith('.eml') && readFileSync(path.join(backend.service.mailDir!, f), 'utf8').includes(lead.id),
    );
    expect(mailed).toBe(true);

    const replay = await post(url, validContact({ _form_token: token, email: 'replay@example.com', company: 'Replay Srl' }));
    expect(replay.status).toBe(400);
    expect(replay.headers.get('cache-control')).toBe('no-store');
    const data = (await replay.json()) as FormActionData;
    expect(data.summary).toBe('This form has expired. What you typed is kept: please send it again.');
    expect(data.result.initialValue).toMatchObject({ email: 'replay@example.com', company: 'Replay Srl' });
    expect(data.result.initialValue?._form_token).toBeUndefined();
    expect(data.formToken).toBeTruthy();
    expect(data.formToken).not.toBe(token);
    expect(await backend.service.store.count()).toBe(before + 1);
    // Sent again with the fresh token (at once: it counts as filled long ago): stored.
    const again = await post(url, validContact({ _form_token: data.formToken!, email: 'replay@example.com', company: 'Replay Srl' }));
    expect(again.status).toBe(303);
    expect(await backend.service.store.count()).toBe(before + 2);
    // Ten replays of one token make no lead (docs/requirements/hardening.md#form-tokens: one token created 10 leads in a minute).
    for (let i = 0; i < 10; i++) expect((await post(url, validContact({ _form_token: token, email: `r${i}@example.com` }))).status).toBe(400);
    expect(await backend.service.store.count()).toBe(before + 2);
  });

  it('docs/requirements/hardening.md#form-tokens: a token older than its lifetime (2 hours) asks to send again with the input kept; nothing stored', async () => {
    const url = '/it/global/contattaci/request-information';
    const before = await backend.service.store.count();
    const expired = backend.service.issueFormToken(Date.now() - 2 * 3_600_000 - 1000);
    const res = await post(url, validContact({ _form_token: expired, email: 'late@example.com', company: 'Tardi' }));
    expect(res.status).toBe(400);
    const data = (await res.json()) as FormActionData;
    expect(data.summary).toBe('Questo modulo è scaduto. I dati inseriti sono stati conservati: invialo di nuovo.');
    expect(data.result.initialValue).toMatchObject({ email: 'late@example.com', company: 'Tardi' });
    expect(await backend.service.store.count()).toBe(before);
    expect((await post(url, validContact({ _form_token: data.formToken!, email: 'late@example.com', company: 'Tardi' }))).status).toBe(303);
    expect(await backend.service.store.count()).toBe(before + 1);
    // A form with mistakes and an expired token: the 400 with the messages carries a fresh token.
    const invalid = await post(url, form({ form_key: 'contact', _form_token: expired, email: 'not-an-email' }));
    expect(invalid.status).toBe(400);
    const fresh = ((await invalid.json()) as FormActionData).formToken;
    expect(fresh).toBeTruthy();
    expect(backend.service.checkFormToken(fresh)).toBe('ok');
  });

  it('a product page records the product from the story (price offer); the contacts page takes the built-in form', async () => {
    const res = await post(
      '/en/global/products/silca-futura-pro',
      validContact({ interests: ['offer'], email: 'offer@example.com', company: 'Rossi', product: 'Forged' }),
    );
    expect(res.status).toBe(303);
    const leads = await collect(backend.service.store.listSince(new Date(Date.now() - 60_000)));
    expect(leads.find((l) => l.email === 'offer@example.com')).toMatchObject({ product: 'Futura Pro', page: '/en/global/products/silca-futura-pro' });
    const contacts = await post('/en/global/contacts', validContact({ email: 'c@example.com', company: 'Rossi' }));
    expect(contacts.status).toBe(303);
  });

  it('a page without a form answers 400 (unknown form), never 500', async () => {
    expect((await post('/en/global/about-us', validContact())).status).toBe(400);
  });

  it('bots get the thank-you redirect and no lead: honeypot (also when fast), forged or missing token', async () => {
    const before = await backend.service.store.count();
    for (const body of [
      validContact({ email: 'bot1@example.com', fax_number: 'http://spam' }),
      validContact({ email: 'bot2@example.com', fax_number: 'x', _form_token: backend.service.issueFormToken() }),
      validContact({ email: 'bot3@example.com', _form_token: '1.2.3' }),
      form({ form_key: 'contact', interests: 'documentation', email: 'bot4@example.com', consent: 'yes' }),
    ]) {
      const res = await post('/en/global/contact-us/request-information', body);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/en/global/thank-you-eng');
    }
    expect(await backend.service.store.count()).toBe(before);
  });

  /** The sink's mail of a lead, quoted-printable decoded (waits for the outbox). */
  async function mailOf(leadId: string): Promise<string | undefined> {
    await backend.service.drainOutbox();
    const decode = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return readdirSync(backend.service.mailDir!)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => decode(readFileSync(path.join(backend.service.mailDir!, f), 'utf8')))
      .find((m) => m.includes(leadId));
  }

  it('docs/requirements/forms.md#fast-submissions: a form sent sooner than the minimum fill time (autofill, no JavaScript) is stored flagged, thanked and mailed marked; a normal one is stored and mailed unmarked', async () => {
    const url = '/en/global/contact-us/request-information';
    // Issued now and posted at once: what an autofilled form without JavaScript sends.
    const fast = await post(url, validContact({ _form_token: backend.service.issueFormToken(), email: 'autofill@example.com', company: 'Quick GmbH' }));
    expect(fast.status).toBe(303);
    expect(fast.headers.get('location')).toBe('/en/global/thank-you-eng?form=contact');
    const normal = await post(url, validContact({ email: 'normal@example.com', company: 'Calm Srl' }));
    expect(normal.status).toBe(303);
    const leads = await collect(backend.service.store.listSince(new Date(Date.now() - 60_000)));
    const quick = leads.find((l) => l.email === 'autofill@example.com');
    const calm = leads.find((l) => l.email === 'normal@example.com');
    expect(quick?.flags).toEqual(['too-fast']);
    expect(calm?.flags).toEqual([]);
    const quickMail = await mailOf(quick!.id);
    expect(quickMail).toMatch(/^Subject: \[Check: sent too fast\] New lead/m);
    expect(quickMail).toContain('X-Silca-Lead-Flags: too-fast');
    const calmMail = await mailOf(calm!.id);
    expect(calmMail).toMatch(/^Subject: New lead/m);
    expect(calmMail).not.toContain('X-Silca-Lead-Flags');
  });

  it('docs/requirements/forms.md#phone-numbers: a phone is stored in E.164 and mailed as the visitor grouped it and in international format; global asks for the country code', async () => {
    const url = '/en/global/contact-us/request-information';
    const res = await post(url, validContact({ email: 'dial@example.com', company: 'Dial AG', interests: ['phone'], phone: '+49 (0) 30 1234567' }));
    expect(res.status).toBe(303);
    const lead = (await collect(backend.service.store.listSince(new Date(Date.now() - 60_000)))).find((l) => l.email === 'dial@example.com')!;
    expect(lead.fields.phone).toBe('+49301234567');
    expect(lead.phonesTyped).toEqual({ phone: '+49 (0) 30 1234567' });
    expect(await mailOf(lead.id)).toContain('+49 (0) 30 1234567 / international +49 30 1234567');
    // The global market has no default country: a number without one comes back with the message, input kept.
    const local = await post(url, validContact({ email: 'local@example.com', interests: ['phone'], phone: '030 1234567' }));
    expect(local.status).toBe(400);
    const data = (await local.json()) as FormActionData;
    expect(data.result.error?.phone).toEqual(['Please enter the number with its country code, e.g. +49 30 1234567']);
    expect(data.result.initialValue).toMatchObject({ phone: '030 1234567' });
  });

  it('same-origin: chromium`s Origin null with Sec-Fetch-Site same-origin passes; cross-site, forged, missing origin: 403', async () => {
    const url = '/en/global/contact-us/request-information';
    expect((await post(url, validContact({ email: 'null-origin@example.com' }), { origin: 'null', 'sec-fetch-site': 'same-origin' })).status).toBe(303);
    expect((await post(url, validContact(), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post(url, validContact(), { origin: 'https://evil.example', 'sec-fetch-site': '' })).status).toBe(403);
    expect((await post(url, validContact(), { origin: 'null', 'sec-fetch-site': '' })).status).toBe(403);
    expect((await post(url, validContact(), { 'sec-fetch-site': '' })).status).toBe(403);
    expect((await post(url, validContact({ email: 'o@example.com' }), { origin: ORIGIN, 'sec-fetch-site': '' })).status).toBe(303);
    expect((await post(url, validContact({ email: 'r@example.com' }), { referer: ORIGIN + url, 'sec-fetch-site': '' })).status).toBe(303);
  });

  it('bad input: wrong content type 415, 2 MB body 413, malformed multipart 400, 10,000 characters and control characters: the form with messages', async () => {
    const url = '/en/global/contact-us/request-information';
    expect((await post(url, JSON.stringify({ email: 'x' }), { 'content-type': 'application/json' })).status).toBe(415);
    expect((await post(url, 'email=' + 'a'.repeat(2 * 1024 * 1024))).status).toBe(413);
    expect((await post(url, '--x\r\nbroken', { 'content-type': 'multipart/form-data; boundary=zzz' })).status).toBe(400);
    const long = await post(url, validContact({ company: 'x'.repeat(10_000), address: '\u0000\u0007<img src=x onerror=alert(1)>' }));
    expect(long.status).toBe(400);
    const data = (await long.json()) as FormActionData;
    expect(data.result.error?.company?.[0]).toMatch(/at most 200/);
    expect(data.result.initialValue?.company).toHaveLength(10_000);
  });

  it('a client over its rate limit gets 429 with Retry-After and no lead', async () => {
    const [a, parsed] = args('/en/global/contact-us/request-information', { body: validContact({ email: 'limited@example.com' }) });
    const limited = { ...a, context: { ...a.context, leads: { ...backend.service, allow: async () => false } } } as ActionFunctionArgs;
    const res = await formAction(limited, parsed);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
  });

  it('only POST: 405', async () => {
    const [a, parsed] = args('/en/global/contact-us/request-information', { method: 'PUT', body: 'x=1' });
    const res = await formAction(a, parsed).catch((e: unknown) => e as Response);
    expect(res.status).toBe(405);
  });
});
