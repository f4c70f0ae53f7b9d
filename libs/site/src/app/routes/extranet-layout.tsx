import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { loadExtranetLayout } from '../../extranet/extranet.server';
import { revalidateOnLocaleChange } from '../../client/root-revalidation';

/**
 * The extranet layout route (docs/requirements/urls.md#extranet-routes, docs/requirements/extranet.md#access): every extranet page is a child of it.
 * Its loader requires a partner session and gives the header its data (partner name, extranet
 * links); every child's loader checks the session again, since Remix runs the loaders of
 * matched routes in parallel.
 */
export const loader = (args: LoaderFunctionArgs) => loadExtranetLayout(args);

/** Partner and links change with the locale, not per page: each page's own loader checks the session (decision 1074). */
export const shouldRevalidate = revalidateOnLocaleChange;

/** Never in a shared cache, and per cookie (docs/requirements/extranet.md#no-leaks). */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', Vary: 'Cookie' });

export default function ExtranetLayout() {
  return <Outlet />;
}
