import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { requirePartner } from '../../server/extranet.server';

/**
 * The extranet layout route (SPEC.md 2.3, DESIGN.md 8): every extranet page is a child of it.
 * Its loader requires a partner session; so does every child's, since Remix runs the loaders of
 * matched routes in parallel.
 */
export const loader = (args: LoaderFunctionArgs) => requirePartner(args);

export default function ExtranetLayout() {
  return <Outlet />;
}
