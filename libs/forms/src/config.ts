import path from 'node:path';
import { z } from 'zod';

const email = z.email();
const optionalUrl = z.url().optional();

const schema = z
  .object({
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    SMTP_SINK_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    LEADS_MAIL_FROM: z.string().min(3).default('Silca website <no-reply@silca.local>'),
    LEADS_INBOX: email.default('sales@silca.biz'),
    LEADS_INBOX_GLOBAL: email.optional(),
    LEADS_INBOX_ITALY: email.optional(),
    LEADS_INBOX_SPAIN: email.optional(),
    LEADS_INBOX_FRANCE: email.optional(),
    LEADS_INBOX_GERMANY: email.optional(),
    LEADS_WEBHOOK_URL: optionalUrl,
    LEADS_WEBHOOK_SECRET: z.string().min(16).optional(),
    LEADS_OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
    LEADS_WORKER: z.enum(['on', 'off']).default('on'),
    LEADS_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(1000),
    LEADS_RETRY_MAX_MS: z.coerce
      .number()
      .int()
      .min(10)
      .max(86_400_000)
      .default(15 * 60_000),
    FORMS_SECRET: z.string().min(16).optional(),
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
    // A form token's lifetime (docs/requirements/hardening.md#form-tokens, decision 0884): older tokens ask the visitor to send again.
    FORM_TOKEN_MAX_AGE_MS: z.coerce
      .number()
      .int()
      .min(60_000)
      .max(7 * 86_400_000)
      .default(2 * 3_600_000),
    // Each token creates one lead (decisions 0884, 0935); `off` switches single use off.
    FORM_TOKEN_SINGLE_USE: z.enum(['on', 'off']).default('on'),
    FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
    FORM_RATE_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(60),
    FORM_MAX_BODY_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(10 * 1024 * 1024)
      .default(64 * 1024),
  })
  .refine((c) => !c.LEADS_WEBHOOK_URL || c.LEADS_WEBHOOK_SECRET, {
    path: ['LEADS_WEBHOOK_SECRET'],
    message: 'required when LEADS_WEBHOOK_URL is set',
  });

/** Validated settings of the leads backend (libs/forms/src/config.env.md). */
export type LeadsConfig = z.infer<typeof schema>;

/** Reads the leads settings; throws an Error naming each invalid variable (docs/requirements/architecture.md#configuration). */
export function readLeadsConfig(env: Record<string, string | undefined>): LeadsConfig {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}

/** The sales inbox of a market: `LEADS_INBOX_{MARKET}` or `LEADS_INBOX`. */
export function inboxFor(config: LeadsConfig, market: string): string {
  const key = `LEADS_INBOX_${market.toUpperCase()}` as keyof LeadsConfig;
  const specific = config[key];
  return typeof specific === 'string' ? specific : config.LEADS_INBOX;
}

/**
 * The embedded leads store's folder (docs/requirements/forms.md#leads): `DATA_DIR/leads-{market}`,
 * or `DATA_DIR/leads` without a market. One process opens it at a time.
 */
export function leadsDataDir(config: LeadsConfig, market?: string): string {
  return path.join(config.DATA_DIR, market ? `leads-${market}` : 'leads');
}
