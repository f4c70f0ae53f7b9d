import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { loadSignedIn } from '../../extranet/signed-in.server';

/** Resource route `GET /api/partner` (decision 1025): who is signed in, for the public header's sign; never cached. */
export const loader = (args: LoaderFunctionArgs) => loadSignedIn(args);

/** Any other method: 405. */
export const action = (args: ActionFunctionArgs) => loadSignedIn(args);
