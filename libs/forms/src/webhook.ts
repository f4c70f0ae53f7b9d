import { createHmac } from 'node:crypto';
import type { Lead } from './store';

/**
 * Signs a webhook body: `sha256=` + hex HMAC-SHA256 over `${timestamp}.${body}` with the shared
 * secret. The receiver recomputes it and rejects old timestamps (replay).
 */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return 'sha256=' + createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * POSTs a lead to a CRM webhook as JSON with `X-Silca-Timestamp`, `X-Silca-Signature` and
 * `Idempotency-Key: {lead id}` (a retried delivery carries the same key). Resolves on 2xx; throws
 * with the status otherwise or after `timeoutMs`.
 */
export async function postLeadWebhook(url: string, secret: string, lead: Lead, timeoutMs = 10_000): Promise<void> {
  const body = JSON.stringify({ type: 'lead.created', lead });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-silca-timestamp': timestamp,
      'x-silca-signature': signWebhook(secret, timestamp, body),
      'idempotency-key': lead.id,
    },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
