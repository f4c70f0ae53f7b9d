import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePartner } from '../../server/extranet.server';

/**
 * Every extranet page (index and splat child of the extranet layout, SPEC.md 2.3): nothing of the
 * extranet is ever sent without a partner session (DESIGN.md 7).
 */
export const loader = (args: LoaderFunctionArgs) => requirePartner(args);

export default function ExtranetPage() {
  return null;
}
