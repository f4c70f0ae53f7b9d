import { json, type LoaderFunctionArgs } from '@remix-run/node';
import '../server/http/context';
import { methodNotAllowed, type ErrorPayload } from '../server/http/http-errors.server';
import type { FreshFormToken } from './fresh-form-token';

/** One visitor's token: never cached (decision 0935); `Vary: *` for caches that ignore `no-store`. */
const NO_STORE = { 'Cache-Control': 'private, no-store', Vary: '*' } as const;

/** `GET /api/form-token` (decision 0935): 200 `{ token, minFillMs }`, 405, 429, 503; never cached. */
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
