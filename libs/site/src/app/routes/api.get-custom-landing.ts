import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadCustomLandingData } from '../../server/pages/api.server';

/** Resource route `GET /api/getCustomLanding/{path}` (docs/requirements/urls.md#custom-landing). */
export const loader = (args: LoaderFunctionArgs) => loadCustomLandingData(args);
