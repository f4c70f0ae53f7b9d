/** The versioned migrations of the leads store, plain PostgreSQL for PGlite and PostgreSQL 15; never edit an applied one (decision 0621). */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'leads-and-outbox',
    sql: `
CREATE TABLE leads (
  id              uuid PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  market          text NOT NULL,
  locale          text NOT NULL,
  page            text NOT NULL,
  form_key        text NOT NULL,
  product         text,
  interests       text[] NOT NULL DEFAULT '{}',
  email           text,
  fields          jsonb NOT NULL,
  consent_version text,
  consent_at      timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leads_created_at_idx ON leads (created_at);
CREATE INDEX leads_email_idx ON leads (lower(email));

CREATE TABLE outbox (
  id              bigserial PRIMARY KEY,
  lead_id         uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind            text NOT NULL CHECK (kind IN ('mail', 'webhook')),
  target          text NOT NULL,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until    timestamptz,
  last_error      text,
  delivered_at    timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (lead_id, kind)
);
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending';
`,
  },
  {
    // Partner sessions' tokens (libs/auth sqlTokenStore, decision 0801).
    version: 2,
    name: 'auth-tokens',
    sql: `
CREATE TABLE auth_tokens (
  sid            text PRIMARY KEY,
  access_token   text NOT NULL,
  refresh_token  text,
  expires_at     bigint NOT NULL,
  purge_after    bigint NOT NULL,
  renewing_until bigint,
  renewal_owner  uuid,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_purge_idx ON auth_tokens (purge_after);
`,
  },
  {
    // Spent form tokens (docs/requirements/hardening.md#form-tokens, decision 0884).
    version: 3,
    name: 'form-tokens-used',
    sql: `
CREATE TABLE form_tokens_used (
  token_id   text PRIMARY KEY,
  lead_id    uuid REFERENCES leads (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_tokens_used_expires_idx ON form_tokens_used (expires_at);
`,
  },
  {
    // Partner sessions on the server (docs/requirements/extranet.md#session-lifetime, decision 0870),
    // keyed by the SHA-256 of the cookie's id.
    version: 4,
    name: 'auth-sessions',
    sql: `
DELETE FROM auth_tokens;
CREATE TABLE auth_sessions (
  id          text PRIMARY KEY,
  sub         text NOT NULL,
  email       text,
  profile     jsonb NOT NULL,
  created_at  bigint NOT NULL,
  expires_at  bigint NOT NULL
);
CREATE INDEX auth_sessions_sub_idx ON auth_sessions (sub);
CREATE INDEX auth_sessions_email_idx ON auth_sessions (lower(email));
CREATE INDEX auth_sessions_expires_idx ON auth_sessions (expires_at);
ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_session_fk FOREIGN KEY (sid) REFERENCES auth_sessions (id) ON DELETE CASCADE;
-- When a partner's sessions were last all ended (log out everywhere, operators): a provider
-- sign-in older than that opens no new session without a fresh password.
CREATE TABLE auth_logouts (
  sub        text PRIMARY KEY,
  ended_at   bigint NOT NULL
);
`,
  },
  {
    // Phone numbers as grouped by the visitor (decision 1012) and flags of a lead (decision 1013).
    version: 5,
    name: 'lead-phones-and-flags',
    sql: `
ALTER TABLE leads ADD COLUMN phones_typed jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE leads ADD COLUMN flags text[] NOT NULL DEFAULT '{}';
`,
  },
];
