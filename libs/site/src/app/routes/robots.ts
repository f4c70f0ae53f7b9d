import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadRobots } from '../../seo/robots.server';

/** Resource route `GET /robots.txt` of this market's site. */
export const loader = (args: LoaderFunctionArgs) => loadRobots(args);
