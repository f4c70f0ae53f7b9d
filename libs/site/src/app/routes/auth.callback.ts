import type { LoaderFunctionArgs } from '@remix-run/node';
import { callbackLoader } from '../../extranet/auth-routes.server';

/** `GET /auth/callback`: the provider's redirect back with code and state (docs/requirements/extranet.md#login-flow). See `callbackLoader`. */
export const loader = (args: LoaderFunctionArgs) => callbackLoader(args);
