import { internationalPhone } from './phone';
import type { Lead, LeadFlag } from './store';

/** Escapes text for HTML element content and attribute values (`& < > " '`). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

const show = (v: unknown) => (Array.isArray(v) ? v.join(', ') : v === undefined || v === null ? '' : String(v));

/** What sales read about a flag (docs/requirements/forms.md#fast-submissions). */
const FLAG_NOTES: Record<LeadFlag, string> = {
  'too-fast': 'sent sooner than the minimum fill time after the form was shown (autofill, or a bot): check before answering',
};

/** The subject's mark of a flagged lead. */
export const FLAGGED_SUBJECT_PREFIX = '[Check: sent too fast] ';

/** A phone field for sales (docs/requirements/forms.md#phone-numbers): as grouped and in international format. */
export function phoneForSales(typed: string | undefined, e164: string): string {
  const international = internationalPhone(e164);
  return typed && typed !== international ? `${typed} / international ${international}` : international;
}

/** The mail that tells the sales team about a lead (what nodemailer's `sendMail` takes). */
export interface LeadMail {
  from: string;
  to: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * The sales mail of a lead; its `Message-ID` comes from the lead id, so a retried delivery is the
 * same message. What a visitor typed is escaped; a flagged lead says so in its subject
 * (docs/requirements/forms.md#fast-submissions).
 */
export function leadMail(lead: Lead, to: string, from: string): LeadMail {
  const rows: [string, string][] = [
    ['Market', lead.market],
    ['Language', lead.locale],
    ['Page', lead.page],
    ['Form', lead.formKey],
    ...(lead.product ? ([['Product', lead.product]] as [string, string][]) : []),
    ...Object.entries(lead.fields).map(
      ([k, v]) => [k, k in lead.phonesTyped && typeof v === 'string' ? phoneForSales(lead.phonesTyped[k], v) : show(v)] as [string, string],
    ),
    ['Consent', lead.consentAt ? `${lead.consentAt.toISOString()} (text version ${lead.consentVersion ?? 'n/a'})` : 'no'],
    ...lead.flags.map((flag) => ['Flag', `${flag}: ${FLAG_NOTES[flag] ?? flag}`] as [string, string]),
    ['Lead id', lead.id],
  ];
  const who = show(lead.fields.company) || show(lead.email);
  return {
    from,
    to,
    subject: `${lead.flags.includes('too-fast') ? FLAGGED_SUBJECT_PREFIX : ''}New lead (${lead.market}, ${lead.locale}, ${lead.formKey})${who ? `: ${who.replace(/\s+/g, ' ').slice(0, 80)}` : ''}`,
    messageId: `<lead-${lead.id}@leads.silca.local>`,
    headers: { 'X-Silca-Lead-Id': lead.id, ...(lead.flags.length ? { 'X-Silca-Lead-Flags': lead.flags.join(', ') } : {}) },
    text: rows.map(([k, v]) => `${k}: ${v}`).join('\n') + '\n',
    html:
      '<!doctype html><html><body><table>' +
      rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\r?\n/g, '<br>')}</td></tr>`).join('') +
      '</table></body></html>',
  };
}
