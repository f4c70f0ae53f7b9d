import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePartner } from '../../server/extranet.server';

/**
 * Extranet pages (SPEC.md 2.3). Until partner login exists every request is answered 401 with
 * the unauthorized screen: nothing of the extranet is ever sent without a session (DESIGN.md 7).
 */
export const loader = (args: LoaderFunctionArgs) => requirePartner(args);

export default function ExtranetPage() {
  return null;
}
