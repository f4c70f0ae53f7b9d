import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadSitemap } from '../../seo/sitemap.server';

/** Resource route `GET /sitemap.xml` of this market's site. */
export const loader = (args: LoaderFunctionArgs) => loadSitemap(args);
