import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { CACHE } from './cache-control';
import type { ErrorPayload } from './http-errors.server';

/**
 * Guard of every extranet route (SPEC.md 2.3, 6). Partner sessions come with the auth work; until
 * then there is no way to hold one, so the guard always answers 401 (never extranet content),
 * privately cached (DESIGN.md 7).
 */
export async function requirePartner({ request }: LoaderFunctionArgs): Promise<never> {
  throw json<ErrorPayload>(
    { message: 'Unauthorized', path: new URL(request.url).pathname },
    { status: 401, headers: { 'Cache-Control': CACHE.private } },
  );
}
