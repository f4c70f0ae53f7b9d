import path from 'node:path';
import { readLeadsConfig } from './config';
import { openPglite, openPostgres } from './db';
import { phoneForSales } from './mail';
import { migrate } from './migrate';
import { createLeadsStore, type Lead } from './store';

/** Where the CLI writes: the data (stdout) and progress/messages (stderr). */
export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

const USAGE = `Usage:
  npm run leads -- export --since YYYY-MM-DD [--format csv|json] [--market global]
  npm run leads -- erase --email person@example.com [--market global]
Store: DATABASE_URL, else PGlite in DATA_DIR/leads-{market} (stop that market's site first:
PGlite is one process per folder).`;

const CSV_COLUMNS = [
  'id',
  'created_at',
  'market',
  'locale',
  'page',
  'form_key',
  'product',
  'interests',
  'email',
  'phones',
  'flags',
  'consent_version',
  'consent_at',
  'fields',
] as const;

/** The phone fields of a lead for sales (docs/requirements/forms.md#phone-numbers). */
export function leadPhones(lead: Lead): Record<string, { typed: string; international: string; e164: string }> {
  const out: Record<string, { typed: string; international: string; e164: string }> = {};
  for (const [name, typed] of Object.entries(lead.phonesTyped)) {
    const e164 = lead.fields[name];
    if (typeof e164 !== 'string') continue;
    out[name] = { typed, international: phoneForSales(undefined, e164), e164 };
  }
  return out;
}

/** One CSV cell (RFC 4180); a cell a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvRow(lead: Lead): string {
  const cells: Record<(typeof CSV_COLUMNS)[number], unknown> = {
    id: lead.id,
    created_at: lead.createdAt,
    market: lead.market,
    locale: lead.locale,
    page: lead.page,
    form_key: lead.formKey,
    product: lead.product,
    interests: lead.interests.join(' '),
    email: lead.email,
    phones: Object.entries(lead.phonesTyped)
      .filter(([name]) => typeof lead.fields[name] === 'string')
      .map(([name, typed]) => `${name}: ${phoneForSales(typed, lead.fields[name] as string)}`)
      .join('; '),
    flags: lead.flags.join(' '),
    consent_version: lead.consentVersion,
    consent_at: lead.consentAt,
    fields: lead.fields,
  };
  return CSV_COLUMNS.map((c) => csvCell(cells[c])).join(',') + '\r\n';
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/**
 * `npm run leads -- export|erase ...` (docs/requirements/forms.md#lead-export-and-erasure): data to
 * stdout, progress to stderr. Returns the exit code: 0 done, 2 usage.
 */
export async function runLeadsCli(argv: string[], env: Record<string, string | undefined>, io: CliIo): Promise<number> {
  const [command, ...args] = argv;
  if (command !== 'export' && command !== 'erase') {
    io.err(USAGE + '\n');
    return 2;
  }
  const config = readLeadsConfig(env);
  const market = option(args, 'market') ?? env.SITE_MARKET ?? 'global';
  if (!/^[a-z]+$/.test(market)) {
    io.err(`bad --market ${market}\n`);
    return 2;
  }
  const db = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL, 2) : await openPglite(path.join(config.DATA_DIR, `leads-${market}`));
  try {
    await migrate(db);
    const store = createLeadsStore(db);
    if (command === 'erase') {
      const email = option(args, 'email');
      if (!email || !email.includes('@')) {
        io.err(USAGE + '\n');
        return 2;
      }
      const n = await store.eraseByEmail(email);
      io.err(`erased ${n} lead${n === 1 ? '' : 's'} of ${email}\n`);
      return 0;
    }
    const sinceText = option(args, 'since');
    const since = sinceText ? new Date(sinceText) : null;
    const format = option(args, 'format') ?? 'csv';
    if (!since || Number.isNaN(since.getTime()) || (format !== 'csv' && format !== 'json')) {
      io.err(USAGE + '\n');
      return 2;
    }
    if (format === 'csv') io.out(CSV_COLUMNS.join(',') + '\r\n');
    let n = 0;
    for await (const lead of store.listSince(since)) {
      io.out(format === 'csv' ? csvRow(lead) : JSON.stringify({ ...lead, phones: leadPhones(lead) }) + '\n');
      n += 1;
      if (n % 1000 === 0) io.err(`exported ${n} leads...\n`);
    }
    io.err(`exported ${n} lead${n === 1 ? '' : 's'} since ${since.toISOString().slice(0, 10)}\n`);
    return 0;
  } finally {
    await db.close();
  }
}
