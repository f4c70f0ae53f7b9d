import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '../../server/http/http-errors.server';
import { consentAction } from '../../consent/consent.server';

/** Resource route `POST /api/consent` (docs/requirements/pages.md#cookie-consent): the cookie choice sent without JavaScript. */
export const action = (args: ActionFunctionArgs) => consentAction(args);

/** GET: 405 (the choice changes state; the cookie policy page holds the form). */
export const loader = () => {
  throw methodNotAllowed('POST');
};
