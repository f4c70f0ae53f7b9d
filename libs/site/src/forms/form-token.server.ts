import { json, type LoaderFunctionArgs } from '@remix-run/node';
import '../server/http/context';
import { methodNotAllowed, type ErrorPayload } from '../server/http/http-errors.server';
import type { FreshFormToken } from './fresh-form-token';

/**
 * Headers of every answer: never in a shared cache nor the browser's (each call is one visitor's
 * token; decision 0935). `Vary: *` as well, for caches that ignore `no-store` on a 200.
 */
const NO_STORE = { 'Cache-Control': 'private, no-store', Vary: '*' } as const;

/**
 * `GET /api/form-token` (decision 0935, docs/requirements/hardening.md#form-tokens): a fresh
 * signed form token for one visitor, which the page's forms put in place of the token of the
 * (publicly cached) HTML on hydration, so single-use tokens (decision 0884) are one per visitor.
 * - 200 `{ token, minFillMs }` ({@link FreshFormToken}), issued now;
 * - 405 with `Allow: GET, HEAD` for another method (state-changing methods meet the same-origin
 *   gate first); 429 with `Retry-After` past the client's budget (libs/forms `allowTokenIssue`,
 *   per IP); 503 with `Retry-After` when the leads backend is not running.
 * Every answer is `Cache-Control: private, no-store`. The caller keeps its old token on any error.
 */
export async function loadFormToken({ request, context }: LoaderFunctionArgs): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') throw methodNotAllowed();
  const leads = context.leads;
  if (!leads) return json<ErrorPayload>({ message: 'There were some errors retrieving data' }, { status: 503, headers: { ...NO_STORE, 'Retry-After': '30' } });
  if (!(await leads.allowTokenIssue(context.clientIp ?? 'unknown'))) {
    return json<ErrorPayload>(
      { message: 'Too many requests' },
      { status: 429, headers: { ...NO_STORE, 'Retry-After': String(leads.config.FORM_RATE_WINDOW_S) } },
    );
  }
  return json<FreshFormToken>({ token: leads.issueFormToken(), minFillMs: leads.config.FORM_MIN_FILL_MS }, { headers: NO_STORE });
}
