import type { LoaderFunctionArgs } from '@remix-run/node';
import { popupDoneLoader } from '../../extranet/auth-routes.server';

/** `GET /auth/popup-done`: where the login popup lands; tells the opener and closes (docs/requirements/extranet.md#login-popup). */
export const loader = (args: LoaderFunctionArgs) => popupDoneLoader(args);
