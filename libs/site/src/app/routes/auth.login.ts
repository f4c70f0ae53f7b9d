import type { LoaderFunctionArgs } from '@remix-run/node';
import { loginLoader } from '../../extranet/auth-routes.server';

/** `GET /auth/login`: starts the partner login (docs/requirements/extranet.md#login-flow). See `loginLoader`. */
export const loader = (args: LoaderFunctionArgs) => loginLoader(args);
