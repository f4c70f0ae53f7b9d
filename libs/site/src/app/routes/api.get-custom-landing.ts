import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadCustomLandingData } from '../../server/pages/api.server';

/** Resource route `GET /api/getCustomLanding/{path}` (SPEC.md 7). */
export const loader = (args: LoaderFunctionArgs) => loadCustomLandingData(args);
