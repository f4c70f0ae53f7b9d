import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { inboxFor, leadsDataDir, readLeadsConfig, type LeadsConfig } from './config';
import { openPglite, openPostgres, type Database } from './db';
import { checkFormToken, formTokenId, issueFormToken, type FormTokenVerdict } from './form-token';
import { leadMail } from './mail';
import { migrate } from './migrate';
import { createClientLimiter } from './rate-limit';
import { startOutboxWorker, type OutboxWorker } from './outbox';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { createLeadsStore, type LeadsStore, type NewLead, type OutboxTarget } from './store';
import { postLeadWebhook } from './webhook';

/** A minimal logger (the site passes its own). */
export interface LeadsLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** What the form action uses (Remix load context `leads`). */
export interface LeadsService {
  store: LeadsStore;
  config: LeadsConfig;
  /** Stores a lead with its deliveries and wakes the worker; a token another lead spent throws FormTokenSpentError (decision 0884). */
  submit(lead: NewLead, formToken?: string): Promise<{ id: string; created: boolean }>;
  /** A signed render-time token for the form's hidden `_form_token` field (`now`: its issue time, ms). */
  issueFormToken(now?: number): string;
  /** Checks a posted token against `FORM_MIN_FILL_MS` and `FORM_TOKEN_MAX_AGE_MS`. */
  checkFormToken(token: unknown, now?: number): FormTokenVerdict;
  /** Takes one point for `clientKey` (an IP); false when over `FORM_RATE_LIMIT` per `FORM_RATE_WINDOW_S`. */
  allow(clientKey: string): Promise<boolean>;
  /** The same for fresh tokens (decision 0935): a budget of its own, so browsing forms never spends a visitor's sends. */
  allowTokenIssue(clientKey: string): Promise<boolean>;
  /** Where the local SMTP sink keeps mail (null when SMTP_URL points at a real server). */
  mailDir: string | null;
  /** The SMTP server the worker sends to. */
  smtpUrl: string;
  drainOutbox(): Promise<void>;
}

/** A running leads backend: `startXBackend` shape of the site (team rules). */
export interface LeadsBackend {
  service: LeadsService;
  /** The migrated database, shared with libs/auth's token store (`auth_tokens`, decision 0801). */
  database: Database;
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

/** The embedded services of the stand-ins' child process (decision 1035); each absent when configured. */
export interface LeadsStandIns {
  databaseUrl?: string;
  smtp?: { url: string; dir: string };
}

/** Fresh tokens a client may fetch per form it may send (each form page asks for one on load). */
export const TOKEN_ISSUE_FACTOR = 6;

const silent: LeadsLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The form-token secret: `FORMS_SECRET`, else one kept in `DATA_DIR/forms-secret` (stable across restarts). */
function formsSecret(config: LeadsConfig): string {
  if (config.FORMS_SECRET) return config.FORMS_SECRET;
  const file = path.join(config.DATA_DIR, 'forms-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Starts the leads backend (docs/requirements/forms.md#leads,
 * docs/requirements/architecture.md#embedded-services): PostgreSQL at `DATABASE_URL` or the embedded
 * PGlite of `DATA_DIR/leads-{market}` (decisions 0621, 1035), mail to `SMTP_URL` or the local SMTP
 * sink, and the outbox worker unless `LEADS_WORKER=off`. Throws when the environment is invalid or
 * the database cannot be opened or migrated.
 */
export async function startLeadsBackend(options: {
  env: Record<string, string | undefined>;
  market?: string;
  log?: LeadsLogger;
  standIn?: LeadsStandIns;
}): Promise<LeadsBackend> {
  const log = options.log ?? silent;
  const config = readLeadsConfig(options.env);
  const embeddedUrl = config.DATABASE_URL ? undefined : options.standIn?.databaseUrl;
  const db: Database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : embeddedUrl
      ? await openPostgres(embeddedUrl, 1)
      : await openPglite(leadsDataDir(config, options.market));
  try {
    const applied = await migrate(db);
    if (applied.length) log.info('leads migrations applied', { versions: applied, db: db.kind });
  } catch (error) {
    await db.close();
    throw error;
  }
  const store = createLeadsStore(db);
  const childSink = config.SMTP_URL ? undefined : options.standIn?.smtp;
  const ownSink: SmtpSink | null =
    config.SMTP_URL || childSink ? null : await startSmtpSink({ dir: path.join(config.DATA_DIR, 'mail'), port: config.SMTP_SINK_PORT });
  const sink: { url: string; dir: string } | null = childSink ?? ownSink;
  const smtpUrl = config.SMTP_URL ?? sink!.url;
  if (sink) log.info('leads mail goes to the local SMTP sink', { url: sink.url, dir: sink.dir });
  const sinkPort = sink ? Number(new URL(sink.url).port) : 0;
  const transport = config.SMTP_URL
    ? nodemailer.createTransport(config.SMTP_URL)
    : nodemailer.createTransport({ host: '127.0.0.1', port: sinkPort, secure: false, ignoreTLS: true });
  const secret = formsSecret(config);
  const limiter = createClientLimiter(config.FORM_RATE_LIMIT, config.FORM_RATE_WINDOW_S);
  const tokenLimiter = createClientLimiter(config.FORM_RATE_LIMIT * TOKEN_ISSUE_FACTOR, config.FORM_RATE_WINDOW_S);

  const worker: OutboxWorker | null =
    config.LEADS_WORKER === 'on'
      ? startOutboxWorker({
          store,
          pollMs: config.LEADS_OUTBOX_POLL_MS,
          backoffMs: config.LEADS_RETRY_BASE_MS,
          maxBackoffMs: config.LEADS_RETRY_MAX_MS,
          async deliver(job) {
            if (job.kind === 'mail') await transport.sendMail(leadMail(job.lead, job.target, config.LEADS_MAIL_FROM));
            else await postLeadWebhook(job.target, config.LEADS_WEBHOOK_SECRET ?? '', job.lead);
          },
          onError: (job, error) => log.warn('lead delivery failed, will retry', { job: job.id, kind: job.kind, error: String(error) }),
        })
      : null;

  const targetsFor = (market: string): OutboxTarget[] => [
    { kind: 'mail', target: inboxFor(config, market) },
    ...(config.LEADS_WEBHOOK_URL ? [{ kind: 'webhook' as const, target: config.LEADS_WEBHOOK_URL }] : []),
  ];

  const service: LeadsService = {
    store,
    config,
    async submit(lead, formToken) {
      const spent = formToken && config.FORM_TOKEN_SINGLE_USE === 'on' ? formTokenId(formToken, config.FORM_TOKEN_MAX_AGE_MS) : null;
      const result = await store.submit(lead, targetsFor(lead.market), spent ?? undefined);
      if (result.created) worker?.kick();
      return result;
    },
    issueFormToken: (now) => issueFormToken(secret, now),
    checkFormToken: (token, now) => checkFormToken(secret, token, config.FORM_MIN_FILL_MS, now, config.FORM_TOKEN_MAX_AGE_MS),
    allow: (clientKey) => limiter.allow(clientKey),
    allowTokenIssue: (clientKey) => tokenLimiter.allow(clientKey),
    mailDir: sink?.dir ?? null,
    smtpUrl,
    drainOutbox: async () => {
      if (worker) await worker.drain();
    },
  };

  return {
    service,
    database: db,
    async ready() {
      try {
        await db.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await worker?.stop();
      transport.close();
      await ownSink?.close();
      await db.close();
    },
  };
}
