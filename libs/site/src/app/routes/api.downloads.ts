import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { handleDownload } from '../../server/pages/downloads.server';

/** Resource route `/api/downloads` (docs/requirements/pages.md#downloads): the zip of the chosen public files. */
export const loader = ({ request, context }: LoaderFunctionArgs) => handleDownload(request, context);

/** The same as a form post, so "Download selected" works without JavaScript. */
export const action = ({ request, context }: ActionFunctionArgs) => handleDownload(request, context);
