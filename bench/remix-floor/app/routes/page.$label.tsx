import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useParams } from '@remix-run/react';
import { floorPage, renderTree } from '../site-pages';

/** The site page's own route loader data (docs/requirements/performance.md#uncached-throughput): the same data the site's loader sends. */
export const loader = ({ params }: LoaderFunctionArgs) => {
  const page = floorPage(params.label);
  if (!page) throw new Response('no such saved page', { status: 404 });
  return data(page.routeData, { headers: { 'Cache-Control': 'no-store' } });
};

/** The site's page markup from its element tree: one React element per element of the site's HTML. */
export default function SitePage() {
  useLoaderData<typeof loader>();
  const page = floorPage(useParams().label);
  return <>{page ? renderTree(page.body) : null}</>;
}
