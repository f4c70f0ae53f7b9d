import type { Lead } from './store';

/** Escapes text for HTML element content and attribute values (`& < > " '`). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

const show = (v: unknown) => (Array.isArray(v) ? v.join(', ') : v === undefined || v === null ? '' : String(v));

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
 * The sales mail of a lead. Its `Message-ID` is derived from the lead id, so a delivery retried
 * after a crash is the same message (the local sink keeps one copy per Message-ID). Everything a
 * visitor typed is escaped in the HTML part and kept out of headers except as encoded text.
 */
export function leadMail(lead: Lead, to: string, from: string): LeadMail {
  const rows: [string, string][] = [
    ['Market', lead.market],
    ['Language', lead.locale],
    ['Page', lead.page],
    ['Form', lead.formKey],
    ...(lead.product ? ([['Product', lead.product]] as [string, string][]) : []),
    ...Object.entries(lead.fields).map(([k, v]) => [k, show(v)] as [string, string]),
    ['Consent', lead.consentAt ? `${lead.consentAt.toISOString()} (text version ${lead.consentVersion ?? 'n/a'})` : 'no'],
    ['Lead id', lead.id],
  ];
  const who = show(lead.fields.company) || show(lead.email);
  return {
    from,
    to,
    subject: `New lead (${lead.market}, ${lead.locale}, ${lead.formKey})${who ? `: ${who.replace(/\s+/g, ' ').slice(0, 80)}` : ''}`,
    messageId: `<lead-${lead.id}@leads.silca.local>`,
    headers: { 'X-Silca-Lead-Id': lead.id },
    text: rows.map(([k, v]) => `${k}: ${v}`).join('\n') + '\n',
    html:
      '<!doctype html><html><body><table>' +
      rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\r?\n/g, '<br>')}</td></tr>`).join('') +
      '</table></body></html>',
  };
}
