import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { loadExtranetLayout } from '../../extranet/extranet.server';
import { revalidateOnLocaleChange } from '../../client/root-revalidation';

/**
 * The extranet layout route (docs/requirements/extranet.md#access): requires a partner session and gives the header
 * its data; each child's loader checks the session again, since Remix runs them in parallel.
 */
export const loader = (args: LoaderFunctionArgs) => loadExtranetLayout(args);

/** Reloaded only when the locale changes (decision 1074). */
export const shouldRevalidate = revalidateOnLocaleChange;

/** Never in a shared cache, and per cookie (docs/requirements/extranet.md#no-leaks). */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', Vary: 'Cookie' });

export default function ExtranetLayout() {
  return <Outlet />;
}
