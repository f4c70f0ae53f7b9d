import type { ActionFunctionArgs } from '@remix-run/node';
import { logoutAction, logoutLoader } from '../../extranet/auth-routes.server';

/** `POST /auth/logout`: ends the session and the provider's (docs/requirements/extranet.md#login-flow). See `logoutAction`. */
export const action = (args: ActionFunctionArgs) => logoutAction(args);
export const loader = () => logoutLoader();
