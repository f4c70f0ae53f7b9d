import { createHash } from 'node:crypto';
import { parseWithZod } from '@conform-to/zod/v4';
import { json, redirect, type ActionFunctionArgs } from '@remix-run/node';
import type { SubmissionResult } from '@conform-to/react';
import {
  buildLeadSchema,
  cleanText,
  CONTACT_FORM_KEY,
  FORM_KEY_FIELD,
  FORM_TOKEN_FIELD,
  formMessages,
  HONEYPOT_FIELD,
  type LeadValues,
} from '@silca/forms/schema';
import type { LeadFlag } from '@silca/forms';
import { translateCommon, tryBuildPath, type Locale, type ParsedPath } from '@silca/i18n';
import { pageForms } from './page-forms';
import { market } from '../market';
import '../server/http/context';
import { methodNotAllowed, type ErrorPayload } from '../server/http/http-errors.server';
import { log } from '../server/http/log';
import { checkSameOrigin } from '../server/http/same-origin';
import { storyPathSegments } from '../server/pages/story-path.server';

/** Action data of a refused submission: the form to show again, with Conform's reply and the summary. */
export interface FormActionData {
  formKey: string;
  /** Conform's `submission.reply()`: field errors and the values the visitor typed. */
  result: SubmissionResult<string[]>;
  /** 'Sorry, not all fields are filled out correctly.' in the page's locale (docs/requirements/forms.md#validation-messages). */
  summary: string;
  /**
   * The posted form token when it is genuine (signed by us, possibly still too fast): the form shown
   * again carries it, so the minimum fill time keeps counting from the form's first render. Without
   * JavaScript the page's loader would issue a new token with the 400 page, and a visitor who fixed
   * a field within FORM_MIN_FILL_MS of that answer was taken for a bot and lost the lead silently.
   */
  formToken?: string;
}

const ACCEPTED_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

function refuse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return json<ErrorPayload>({ message }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/**
 * Reads the body as FormData, refusing more than `maxBytes` (413) and a malformed body (400).
 * The Content-Length header is checked first; the stream is counted too (chunked bodies).
 */
async function readForm(request: Request, maxBytes: number): Promise<FormData | Response> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return refuse(413, 'Request too large');
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return refuse(413, 'Request too large');
      }
      chunks.push(value);
    }
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return refuse(400, 'Malformed form body');
  }
}

/** The thank-you page of the market and locale (docs/requirements/urls.md#custom-landing): the custom landing `thank-you-eng`. */
export function thankYouPath(locale: Locale): string {
  return tryBuildPath('custom-landing', { customSlug: 'thank-you-eng' }, locale, market) ?? '/';
}

/** Stable JSON (sorted keys) for the idempotency key. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The action of every page with a form (docs/requirements/urls.md#public-routes `/forms/{slug}`, `/contact-us/{slug}`,
 * `/contacts`, product pages; docs/requirements/content.md#entities, docs/requirements/urls.md#locale-selection, docs/requirements/forms.md#validation-messages; docs/requirements/forms.md#forms-goals). In order:
 * 1. POST only (405), a form content type (415), at most FORM_MAX_BODY_BYTES (413), same origin
 *    ({@link checkSameOrigin}, 403), the client's rate limit (429 with Retry-After);
 * 2. the page's story and the posted `form_key` give the fields (404/400 when there is none);
 * 3. one zod schema through Conform: invalid -> 400 with the form, the messages, the summary and
 *    everything the visitor typed, and the posted token if genuine (FormActionData);
 * 4. honeypot filled or form token missing/forged: a bot; it gets the same redirect as a person
 *    and no lead is stored (no hint); posted faster than FORM_MIN_FILL_MS with a genuine token and
 *    an empty honeypot: stored flagged `too-fast` and thanked (docs/requirements/forms.md#fast-submissions); a token older than
 *    FORM_TOKEN_MAX_AGE_MS: 400 with the form, what was typed, 'please send again' and a fresh token;
 * 5. the lead and its deliveries are stored in one transaction, keyed by a hash of the form token
 *    and the values (a double submit or a retried POST is one lead); the lead spends its token
 *    (single use across instances, decision 0884): a token that created another lead answers the
 *    same 400 'send again' and stores nothing;
 * 6. 303 to the thank-you page of the same market and locale (POST-redirect-GET, so reload and
 *    back never post again).
 * Never a 500 for a visitor's input: malformed bodies are 4xx, store failures are logged and 503.
 */
export async function formAction({ request, context }: ActionFunctionArgs, parsed: ParsedPath): Promise<Response> {
  if (request.method !== 'POST') throw methodNotAllowed();
  const leads = context.leads;
  if (!leads) return refuse(503, 'There were some errors retrieving data', { 'Retry-After': '30' });
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!ACCEPTED_TYPES.includes(contentType)) return refuse(415, 'Unsupported content type');
  const url = new URL(request.url);
  const origin = checkSameOrigin(request.headers, [url.origin, context.siteUrl]);
  if (!origin.ok) {
    log.info('form refused: not same origin', { reason: origin.reason, path: url.pathname });
    return refuse(403, 'Forbidden');
  }
  if (!(await leads.allow(context.clientIp ?? 'unknown'))) {
    return refuse(429, 'Too many requests', { 'Retry-After': String(leads.config.FORM_RATE_WINDOW_S) });
  }
  const formData = await readForm(request, leads.config.FORM_MAX_BODY_BYTES);
  if (formData instanceof Response) return formData;

  const result = await context.content.findStoryByPath({
    website: market.website,
    language: parsed.locale,
    path: storyPathSegments(url.pathname, parsed, market),
    version: 'published',
  });
  if (!result) return refuse(404, 'Page not found');
  const formKey = String(formData.get(FORM_KEY_FIELD) ?? CONTACT_FORM_KEY).slice(0, 64);
  const form = pageForms(result.story, parsed.family.id, parsed.locale).find((f) => f.formKey === formKey);
  if (!form) return refuse(parsed.family.module === 'custom-landing' ? 405 : 400, 'Unknown form');

  const submission = parseWithZod(formData, { schema: buildLeadSchema(form.fields, parsed.locale, { country: market.region }) });
  if (submission.status !== 'success') {
    const reply = submission.reply({ hideFields: [FORM_TOKEN_FIELD, HONEYPOT_FIELD] });
    const posted = formData.get(FORM_TOKEN_FIELD);
    const postedVerdict = leads.checkFormToken(posted);
    // An expired token is replaced now (dated back by the fill time), so the corrected post is taken.
    const formToken =
      postedVerdict === 'expired'
        ? leads.issueFormToken(Date.now() - leads.config.FORM_MIN_FILL_MS)
        : typeof posted === 'string' && postedVerdict !== 'invalid'
          ? posted
          : undefined;
    return json<FormActionData>(
      { formKey, result: reply as SubmissionResult<string[]>, summary: formMessages(parsed.locale).summary, formToken },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }

  const thanks = thankYouPath(parsed.locale);
  const token = formData.get(FORM_TOKEN_FIELD);
  const honeypot = formData.get(HONEYPOT_FIELD);
  const tokenVerdict = leads.checkFormToken(token);
  // An expired token (a page left open for hours) is a person: keep what they typed, ask again.
  const sendAgain = () => {
    const message = translateCommon(parsed.locale, 'validation.sendAgain');
    const reply = submission.reply({ formErrors: [message], hideFields: [FORM_TOKEN_FIELD, HONEYPOT_FIELD] });
    // A fresh token, dated back by the minimum fill time: the visitor filled the form long ago.
    const formToken = leads.issueFormToken(Date.now() - leads.config.FORM_MIN_FILL_MS);
    return json<FormActionData>(
      { formKey, result: reply as SubmissionResult<string[]>, summary: message, formToken },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  };
  if (tokenVerdict === 'expired' && !(typeof honeypot === 'string' && honeypot !== '')) {
    log.info('form: token expired, asked to send again', { path: url.pathname });
    return sendAgain();
  }
  // A filled honeypot or a token we never signed is a bot: no lead, the same thank-you (no hint).
  if ((typeof honeypot === 'string' && honeypot !== '') || (tokenVerdict !== 'ok' && tokenVerdict !== 'too-fast')) {
    log.info('form: bot suspected, no lead stored', { honeypot: Boolean(honeypot), token: tokenVerdict, path: url.pathname });
    return redirect(thanks, { status: 303, headers: { 'Cache-Control': 'no-store' } });
  }
  // Only the time check doubts it: autofill and quick people trip it too, so the lead is kept,
  // flagged for sales (docs/requirements/forms.md#fast-submissions, decision 1013).
  const flags: LeadFlag[] = tokenVerdict === 'too-fast' ? ['too-fast'] : [];

  const values = submission.value as LeadValues;
  const fields: Record<string, unknown> = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  // Phone fields as the visitor grouped them; `fields` holds them in E.164 (docs/requirements/forms.md#phone-numbers).
  const phonesTyped: Record<string, string> = {};
  for (const field of form.fields) {
    const typed = formData.get(field.name);
    if (field.type === 'tel' && typeof fields[field.name] === 'string' && typeof typed === 'string') phonesTyped[field.name] = cleanText(typed);
  }
  const product = form.product || undefined;
  if (product) fields.product = product;
  const idempotencyKey = createHash('sha256')
    .update(`${String(token)}\n${form.formKey}\n${url.pathname}\n${canonical(fields)}`)
    .digest('hex');
  try {
    const { id, created } = await leads.submit(
      {
        idempotencyKey,
        market: market.id,
        locale: parsed.locale,
        page: url.pathname,
        formKey: form.formKey,
        product,
        interests: Array.isArray(values.interests) ? values.interests : [],
        email: typeof values.email === 'string' ? values.email : null,
        fields,
        consentVersion: fields.consent ? form.consentVersion : null,
        consentAt: fields.consent ? new Date() : null,
        phonesTyped,
        flags,
      },
      String(token),
    );
    log.info('lead stored', { id, created, form: form.formKey, market: market.id, locale: parsed.locale, flags });
  } catch (error) {
    // The token created another lead already (a replay, decision 0884): nothing stored; a person
    // who sent twice with changes gets their input back and a fresh token.
    if ((error as Error)?.name === 'FormTokenSpentError') {
      log.info('form: token already used, asked to send again', { path: url.pathname });
      return sendAgain();
    }
    log.error('lead store failed', { error: String(error), path: url.pathname });
    return refuse(503, 'There were some errors retrieving data', { 'Retry-After': '30' });
  }
  return redirect(`${thanks}?form=${encodeURIComponent(form.formKey)}`, { status: 303, headers: { 'Cache-Control': 'no-store' } });
}
