import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadCheckStorySlugs } from '../../server/pages/api.server';

/** Resource route `GET /api/checkStorySlugs` (SPEC.md 7). */
export const loader = (args: LoaderFunctionArgs) => loadCheckStorySlugs(args);
