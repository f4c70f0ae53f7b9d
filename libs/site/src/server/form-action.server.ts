import type { ActionFunctionArgs } from '@remix-run/node';
import type { ParsedPath } from '@silca/i18n';
import { methodNotAllowed } from './http-errors.server';

/**
 * Action of the pages that hold a form (SPEC.md 2.2, 3, 5). Until libs/forms lands no page takes
 * a POST: 405, never a 500.
 */
export async function formAction(_args: ActionFunctionArgs, _parsed: ParsedPath): Promise<Response> {
  throw methodNotAllowed();
}
