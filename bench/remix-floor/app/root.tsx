import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useParams } from '@remix-run/react';
import type { ReactNode } from 'react';
import { floorPage, renderTree } from './site-pages';

/** The site page's own root loader data on `/page/:label` (docs/requirements/performance.md#uncached-throughput); nothing on the bare page. */
export const loader = ({ params }: LoaderFunctionArgs) => data(floorPage(params.label)?.rootData ?? null, { headers: { 'Cache-Control': 'no-store' } });

/** The document shell of the floor app: what every Remix page has, plus the saved page's head elements. */
export function Layout({ children }: { children: ReactNode }) {
  const page = floorPage(useParams().label);
  return (
    <html lang="en">
      <head>
        {/* The saved page's head has its own charset and viewport. */}
        {page ? (
          renderTree(page.head)
        ) : (
          <>
            <meta charSet="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
          </>
        )}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
