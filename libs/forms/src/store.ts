import { randomUUID } from 'node:crypto';
import type { Database, SqlClient } from './db';

/** A lead as the action hands it to the store (docs/requirements/forms.md#leads). */
export interface NewLead {
  /** Unique per submission: a double submit carries the same key (one lead). */
  idempotencyKey: string;
  market: string;
  locale: string;
  page: string;
  formKey: string;
  product?: string | null;
  interests: string[];
  email?: string | null;
  fields: Record<string, unknown>;
  /** Version of the consent text the visitor accepted (the page's story version) and when. */
  consentVersion?: string | null;
  consentAt?: Date | null;
  /** Phone fields as the visitor wrote them; `fields` holds them in E.164 (docs/requirements/forms.md#phone-numbers). */
  phonesTyped?: Record<string, string>;
  /** Doubts that did not drop the lead (docs/requirements/forms.md#fast-submissions). */
  flags?: LeadFlag[];
}

/** A doubt recorded on a lead: {@link NewLead.flags}. */
export type LeadFlag = 'too-fast';

/** A stored lead. */
export interface Lead extends Omit<NewLead, 'consentAt' | 'phonesTyped' | 'flags'> {
  id: string;
  consentAt: Date | null;
  createdAt: Date;
  phonesTyped: Record<string, string>;
  flags: LeadFlag[];
}

/** Where the outbox delivers a lead: a mail to an inbox, or a signed POST to a CRM webhook URL. */
export interface OutboxTarget {
  kind: 'mail' | 'webhook';
  /** Mail address (kind `mail`) or URL (kind `webhook`). */
  target: string;
}

/** The form token a lead spends (single use, decision 0884): its id and when its record may go. */
export interface SpentToken {
  id: string;
  expiresAt: Date;
}

/**
 * Thrown by {@link LeadsStore.submit} when another lead already spent the form token. Checked by
 * `name`: the site and the Remix build may hold separate copies of this class.
 */
export class FormTokenSpentError extends Error {
  constructor() {
    super('form token already used');
    this.name = 'FormTokenSpentError';
  }
}

/** One due delivery, claimed by a worker until `locked_until`. */
export interface OutboxJob extends OutboxTarget {
  id: string;
  leadId: string;
  attempts: number;
  lead: Lead;
}

interface LeadRow {
  id: string;
  idempotency_key: string;
  market: string;
  locale: string;
  page: string;
  form_key: string;
  product: string | null;
  interests: string[];
  email: string | null;
  fields: Record<string, unknown>;
  consent_version: string | null;
  consent_at: Date | string | null;
  created_at: Date | string;
  phones_typed: Record<string, string> | null;
  flags: string[] | null;
}

const toDate = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    market: row.market,
    locale: row.locale,
    page: row.page,
    formKey: row.form_key,
    product: row.product,
    interests: row.interests ?? [],
    email: row.email,
    fields: row.fields,
    consentVersion: row.consent_version,
    consentAt: toDate(row.consent_at),
    createdAt: toDate(row.created_at) as Date,
    phonesTyped: row.phones_typed ?? {},
    flags: (row.flags ?? []) as LeadFlag[],
  };
}

const LEAD_COLUMNS =
  'id, idempotency_key, market, locale, page, form_key, product, interests, email, fields, consent_version, consent_at, created_at, phones_typed, flags';

/** The leads store over a migrated {@link Database} (PGlite or PostgreSQL, same SQL). */
export interface LeadsStore {
  /**
   * Stores a lead, its deliveries and the spending of its form token in one transaction (the
   * transactional outbox, decision 0884). The same `idempotencyKey` again returns the first lead
   * with `created: false`; a token spent by another lead throws {@link FormTokenSpentError}.
   */
  submit(lead: NewLead, targets: readonly OutboxTarget[], token?: SpentToken): Promise<{ id: string; created: boolean }>;
  get(id: string): Promise<Lead | null>;
  /** Leads created at or after `since`, oldest first, in pages of `pageSize` (keyset pagination). */
  listSince(since: Date, pageSize?: number): AsyncGenerator<Lead>;
  count(): Promise<number>;
  /** Deletes every lead of `email` (case-insensitive) and its pending deliveries (docs/requirements/forms.md#lead-export-and-erasure). */
  eraseByEmail(email: string): Promise<number>;
  /** Claims up to `limit` due deliveries for `leaseMs` (`FOR UPDATE SKIP LOCKED`). */
  claimDue(limit: number, leaseMs: number): Promise<OutboxJob[]>;
  markDelivered(jobId: string): Promise<void>;
  markFailed(jobId: string, error: string, retryInMs: number): Promise<void>;
  outboxCounts(): Promise<{ pending: number; delivered: number }>;
}

/** Builds the store on `db` (call {@link migrate} first). */
export function createLeadsStore(db: Database): LeadsStore {
  const existing = async (client: SqlClient, key: string) =>
    (await client.query<{ id: string }>('SELECT id FROM leads WHERE idempotency_key = $1', [key])).rows[0]?.id;
  const insert = async (tx: SqlClient, lead: NewLead, targets: readonly OutboxTarget[], token?: SpentToken) => {
    const id = randomUUID();
    if (token) {
      // A double submit of the same values is the first lead, not a replay.
      const first = await existing(tx, lead.idempotencyKey);
      if (first) return { id: first, created: false };
      const spent = await tx.query<{ token_id: string }>(
        'INSERT INTO form_tokens_used (token_id, expires_at) VALUES ($1, $2) ON CONFLICT (token_id) DO NOTHING RETURNING token_id',
        [token.id, token.expiresAt],
      );
      if (!spent.rows[0]) throw new FormTokenSpentError();
    }
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO leads (id, idempotency_key, market, locale, page, form_key, product, interests, email, fields, consent_version, consent_at, phones_typed, flags)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [
        id,
        lead.idempotencyKey,
        lead.market,
        lead.locale,
        lead.page,
        lead.formKey,
        lead.product ?? null,
        lead.interests,
        lead.email ?? null,
        JSON.stringify(lead.fields),
        lead.consentVersion ?? null,
        lead.consentAt ?? null,
        JSON.stringify(lead.phonesTyped ?? {}),
        lead.flags ?? [],
      ],
    );
    if (!rows[0]) {
      const existing = await tx.query<{ id: string }>('SELECT id FROM leads WHERE idempotency_key = $1', [lead.idempotencyKey]);
      return { id: existing.rows[0]!.id, created: false };
    }
    for (const t of targets) {
      await tx.query('INSERT INTO outbox (lead_id, kind, target) VALUES ($1, $2, $3)', [id, t.kind, t.target]);
    }
    if (token) await tx.query('UPDATE form_tokens_used SET lead_id = $1 WHERE token_id = $2', [id, token.id]);
    return { id, created: true };
  };

  return {
    async submit(lead, targets, token) {
      if (token) {
        await db
          .query('DELETE FROM form_tokens_used WHERE token_id IN (SELECT token_id FROM form_tokens_used WHERE expires_at < now() LIMIT 100)')
          .catch(() => undefined);
      }
      try {
        return await db.transaction((tx) => insert(tx, lead, targets, token));
      } catch (error) {
        // The same submission raced itself on two instances: the winner's lead is this one's.
        if ((error as Error)?.name === 'FormTokenSpentError') {
          const first = await existing(db, lead.idempotencyKey);
          if (first) return { id: first, created: false };
          throw error;
        }
        // Two concurrent submits of one key on PostgreSQL: the loser sees the winner's row.
        if ((error as { code?: string }).code === '23505') {
          const { rows } = await db.query<{ id: string }>('SELECT id FROM leads WHERE idempotency_key = $1', [lead.idempotencyKey]);
          if (rows[0]) return { id: rows[0].id, created: false };
        }
        throw error;
      }
    },
    async get(id) {
      const { rows } = await db.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = $1`, [id]);
      return rows[0] ? toLead(rows[0]) : null;
    },
    async *listSince(since, pageSize = 500) {
      // The cursor keeps PostgreSQL's microseconds (a JS Date would drop them and loop).
      let after: { created: string; id: string } | null = null;
      for (;;) {
        const page: { rows: LeadRow[] } = after
          ? await db.query<LeadRow>(
              `SELECT ${LEAD_COLUMNS}, created_at::text AS cursor FROM leads
               WHERE created_at >= $1 AND (created_at, id) > ($2::timestamptz, $3::uuid) ORDER BY created_at, id LIMIT $4`,
              [since, after.created, after.id, pageSize],
            )
          : await db.query<LeadRow>(`SELECT ${LEAD_COLUMNS}, created_at::text AS cursor FROM leads WHERE created_at >= $1 ORDER BY created_at, id LIMIT $2`, [
              since,
              pageSize,
            ]);
        const rows: LeadRow[] = page.rows;
        for (const row of rows) yield toLead(row);
        if (rows.length < pageSize) return;
        const last: LeadRow = rows[rows.length - 1]!;
        after = { created: String((last as LeadRow & { cursor: string }).cursor), id: last.id };
      }
    },
    async count() {
      const { rows } = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM leads');
      return Number(rows[0]?.n ?? 0);
    },
    async eraseByEmail(email) {
      const { rows } = await db.query<{ id: string }>(`DELETE FROM leads WHERE lower(email) = lower($1) OR lower(fields->>'email') = lower($1) RETURNING id`, [
        email.trim(),
      ]);
      return rows.length;
    },
    async claimDue(limit, leaseMs) {
      const { rows } = await db.query<{ id: string | number; lead_id: string; kind: 'mail' | 'webhook'; target: string; attempts: number }>(
        `UPDATE outbox SET locked_until = now() + ($2 * interval '1 millisecond'), attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
           ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING id, lead_id, kind, target, attempts`,
        [limit, leaseMs],
      );
      if (rows.length === 0) return [];
      const leads = await db.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ANY($1::uuid[])`, [[...new Set(rows.map((r) => r.lead_id))]]);
      const byId = new Map(leads.rows.map((r) => [r.id, toLead(r)]));
      return rows.flatMap((r) => {
        const lead = byId.get(r.lead_id);
        return lead ? [{ id: String(r.id), leadId: r.lead_id, kind: r.kind, target: r.target, attempts: r.attempts, lead }] : [];
      });
    },
    async markDelivered(jobId) {
      await db.query(`UPDATE outbox SET status = 'delivered', delivered_at = now(), locked_until = NULL, last_error = NULL WHERE id = $1`, [jobId]);
    },
    async markFailed(jobId, error, retryInMs) {
      await db.query(
        `UPDATE outbox SET locked_until = NULL, last_error = $2, next_attempt_at = now() + ($3 * interval '1 millisecond') WHERE id = $1 AND status = 'pending'`,
        [jobId, error.slice(0, 2000), retryInMs],
      );
    },
    async outboxCounts() {
      const { rows } = await db.query<{ status: string; n: string | number }>('SELECT status, count(*) AS n FROM outbox GROUP BY status');
      const get = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
      return { pending: get('pending'), delivered: get('delivered') };
    },
  };
}
