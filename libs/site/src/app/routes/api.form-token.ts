import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { loadFormToken } from '../../forms/form-token.server';

/** Resource route `GET /api/form-token` (decision 0935): a fresh form token per visitor, never cached. */
export const loader = (args: LoaderFunctionArgs) => loadFormToken(args);

/** Any other method: 405 (without an action Remix would raise its own error). */
export const action = (args: ActionFunctionArgs) => loadFormToken(args);
