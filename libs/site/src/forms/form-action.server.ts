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

/** A refused submission: the form again with Conform's reply and the summary. */
export interface FormActionData {
  formKey: string;
  result: SubmissionResult<string[]>;
  /** docs/requirements/forms.md#validation-messages, in the page's locale. */
  summary: string;
  /** Carried by the form shown again, so the fill time counts from its first render (docs/requirements/forms.md#fast-submissions). */
  formToken?: string;
}

const ACCEPTED_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

function refuse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return json<ErrorPayload>({ message }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** The body as FormData: 413 over `maxBytes` (header and stream counted), 400 malformed. */
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

/** The thank-you page (custom landing `thank-you-eng`, docs/requirements/urls.md#custom-landing). */
export function thankYouPath(locale: Locale): string {
  return tryBuildPath('custom-landing', { customSlug: 'thank-you-eng' }, locale, market) ?? '/';
}

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
 * The action of every page with a form (docs/requirements/forms.md#contact-form, docs/requirements/forms.md#leads), in order:
 * 1. 405 not POST, 415 not a form, 413 too large, 403 cross-site, 429 over the rate limit;
 * 2. the story and `form_key` give the fields (404/400 without);
 * 3. invalid: 400 with the form, messages and what was typed (docs/requirements/forms.md#validation-messages);
 * 4. bots get the same redirect and no lead; too fast with a genuine token is stored flagged (docs/requirements/forms.md#fast-submissions);
 *    an expired token asks to send again;
 * 5. lead and deliveries in one transaction, keyed by token and values; the token is spent once (decision 0884);
 * 6. 303 to the thank-you page (docs/requirements/forms.md#thank-you).
 * Never a 500 for input; store failures 503.
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
    // An expired token is replaced now, dated back by the fill time, so the corrected post is taken.
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
  const sendAgain = () => {
    const message = translateCommon(parsed.locale, 'validation.sendAgain');
    const reply = submission.reply({ formErrors: [message], hideFields: [FORM_TOKEN_FIELD, HONEYPOT_FIELD] });
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
  // A bot gets the same thank-you and no lead: no hint.
  if ((typeof honeypot === 'string' && honeypot !== '') || (tokenVerdict !== 'ok' && tokenVerdict !== 'too-fast')) {
    log.info('form: bot suspected, no lead stored', { honeypot: Boolean(honeypot), token: tokenVerdict, path: url.pathname });
    return redirect(thanks, { status: 303, headers: { 'Cache-Control': 'no-store' } });
  }
  // Autofill and quick people trip the time check too: kept, flagged (docs/requirements/forms.md#fast-submissions, decision 1013).
  const flags: LeadFlag[] = tokenVerdict === 'too-fast' ? ['too-fast'] : [];

  const values = submission.value as LeadValues;
  const fields: Record<string, unknown> = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  // As the visitor grouped them; `fields` holds E.164 (docs/requirements/forms.md#phone-numbers).
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
    // A replay (decision 0884): nothing stored; a person who changed something gets their input back and a fresh token.
    if ((error as Error)?.name === 'FormTokenSpentError') {
      log.info('form: token already used, asked to send again', { path: url.pathname });
      return sendAgain();
    }
    log.error('lead store failed', { error: String(error), path: url.pathname });
    return refuse(503, 'There were some errors retrieving data', { 'Retry-After': '30' });
  }
  return redirect(`${thanks}?form=${encodeURIComponent(form.formKey)}`, { status: 303, headers: { 'Cache-Control': 'no-store' } });
}
