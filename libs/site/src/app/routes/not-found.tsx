import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadNotFound } from '../../server/not-found.server';

/**
 * Every path the route table does not know: the unprefixed-global redirect (DESIGN.md 4) or the
 * not-found screen with status 404 (SPEC.md 2.6 and 8), rendered by the root ErrorBoundary.
 */
export const loader = (args: LoaderFunctionArgs) => loadNotFound(args);

export default function NotFound() {
  return null;
}
