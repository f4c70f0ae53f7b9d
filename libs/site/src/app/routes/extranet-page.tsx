import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { loadExtranetPage } from '../../server/extranet.server';

/**
 * Every extranet page (index and splat child of the extranet layout, SPEC.md 2.3): the loader
 * checks the partner session itself and renders the page's story from `global/extranet/` with
 * the extranet templates. Nothing of the extranet is ever sent without a session (DESIGN.md 7).
 */
export const loader = (args: LoaderFunctionArgs) => loadExtranetPage(args);

export { clientLoader, meta } from '../story-route';
export { default } from '../story-route';

/** Never in a shared cache, and per cookie (DESIGN.md 7). */
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', Vary: 'Cookie' });
