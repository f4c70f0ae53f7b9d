import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { startLeadsBackend } from './backend';
import { leadMail } from './mail';
import { backoffDelay } from './outbox';
import { startSmtpSink } from './smtp-sink';
import type { NewLead } from './store';
import { signWebhook } from './webhook';

const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `silca-${name}-`));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

const lead = (i: number): NewLead => ({
  idempotencyKey: `restart-${i}`,
  market: 'italy',
  locale: 'it',
  page: '/contatti',
  formKey: 'contact',
  interests: ['documentation'],
  email: `p${i}@example.com`,
  fields: { email: `p${i}@example.com`, company: `Company ${i}` },
});

const waitFor = async (check: () => Promise<boolean> | boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('outbox', () => {
  it('with the SMTP server down, leads wait; after a restart and the server back, each is delivered exactly once', async () => {
    const dataDir = tempDir('outbox');
    const mailDir = path.join(dataDir, 'received');
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      LEADS_OUTBOX_POLL_MS: '30',
      LEADS_RETRY_BASE_MS: '30',
      LEADS_RETRY_MAX_MS: '100',
      LEADS_INBOX_ITALY: 'vendite@silca.it',
    };
    // 1. The mail server is down: leads are stored, deliveries fail and are retried.
    const first = await startLeadsBackend({ env, market: 'italy' });
    for (let i = 0; i < 5; i++) await first.service.submit(lead(i));
    await first.service.submit(lead(0)); // a double submit: still five
    await new Promise((r) => setTimeout(r, 300));
    expect(await first.service.store.outboxCounts()).toEqual({ pending: 5, delivered: 0 });
    await first.close(); // the process goes away

    // 2. The mail server comes back; the site starts again over the same data folder.
    const sink = await startSmtpSink({ dir: mailDir, port });
    const second = await startLeadsBackend({ env, market: 'italy' });
    try {
      await waitFor(async () => (await second.service.store.outboxCounts()).delivered === 5);
      const files = readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
      expect(files.length).toBe(5);
      const bodies = files.map((f) => readFileSync(path.join(mailDir, f), 'utf8'));
      for (let i = 0; i < 5; i++) expect(bodies.filter((b) => b.includes(`p${i}@example.com`)).length).toBe(1);
      expect(bodies.every((b) => /^To: vendite@silca\.it/m.test(b))).toBe(true);
    } finally {
      await second.close();
    }
    // 3. Another restart delivers nothing again.
    const third = await startLeadsBackend({ env, market: 'italy' });
    await new Promise((r) => setTimeout(r, 300));
    await third.close();
    await sink.close();
    expect(readdirSync(mailDir).filter((f) => f.endsWith('.eml')).length).toBe(5);
  });

  it('a mail re-sent after a crash between sending and marking is kept once (same Message-ID)', async () => {
    const sink = await startSmtpSink({ dir: tempDir('sink') });
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true });
    const stored = { ...lead(1), id: '6f1c1d1e-0000-4000-8000-000000000001', consentAt: null, createdAt: new Date(), phonesTyped: {}, flags: [] };
    await transport.sendMail(leadMail(stored, 'sales@silca.biz', 'site@silca.local'));
    await transport.sendMail(leadMail(stored, 'sales@silca.biz', 'site@silca.local'));
    transport.close();
    await sink.close();
    expect(readdirSync(sink.dir).filter((f) => f.endsWith('.eml')).length).toBe(1);
  });

  it('delivers the signed CRM webhook through the same outbox (HMAC over timestamp and body, Idempotency-Key)', async () => {
    const secret = 'crm-secret-0123456789';
    const received: { ok: boolean; key: string | undefined; body: string }[] = [];
    let failFirst = true;
    const crm = createHttpServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (failFirst) {
          failFirst = false;
          res.statusCode = 503;
          return res.end();
        }
        const ts = String(req.headers['x-silca-timestamp']);
        received.push({ ok: req.headers['x-silca-signature'] === signWebhook(secret, ts, body), key: req.headers['idempotency-key'] as string, body });
        res.end('ok');
      });
    });
    await new Promise<void>((r) => crm.listen(0, '127.0.0.1', () => r()));
    const crmPort = (crm.address() as { port: number }).port;
    const backend = await startLeadsBackend({
      env: {
        DATA_DIR: tempDir('webhook'),
        LEADS_WEBHOOK_URL: `http://127.0.0.1:${crmPort}/hook`,
        LEADS_WEBHOOK_SECRET: secret,
        LEADS_OUTBOX_POLL_MS: '30',
        LEADS_RETRY_BASE_MS: '30',
      },
    });
    try {
      const { id } = await backend.service.submit(lead(7));
      await waitFor(async () => (await backend.service.store.outboxCounts()).delivered === 2);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ ok: true, key: id });
      expect(JSON.parse(received[0]!.body).lead.email).toBe('p7@example.com');
      expect(readdirSync(backend.service.mailDir!).filter((f) => f.endsWith('.eml')).length).toBe(1);
    } finally {
      await backend.close();
      crm.close();
    }
  });

  it('backoff doubles per attempt within ±20 % and stops at the maximum', () => {
    expect(backoffDelay(1, 1000, 60_000)).toBeGreaterThanOrEqual(800);
    expect(backoffDelay(1, 1000, 60_000)).toBeLessThanOrEqual(1200);
    expect(backoffDelay(4, 1000, 60_000)).toBeGreaterThanOrEqual(6400);
    expect(backoffDelay(30, 1000, 60_000)).toBeLessThanOrEqual(72_000);
  });
});
