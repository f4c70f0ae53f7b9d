import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadCheckStorySlugs } from '../../server/pages/api.server';

/** Resource route `GET /api/checkStorySlugs` (docs/requirements/urls.md#slug-canonicalisation). */
export const loader = (args: LoaderFunctionArgs) => loadCheckStorySlugs(args);
