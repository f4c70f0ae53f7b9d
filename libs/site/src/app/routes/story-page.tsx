import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadStoryPage } from '../../server/story-page.server';

/** A page backed by a story (DESIGN.md section 3). */
export const loader = (args: LoaderFunctionArgs) => loadStoryPage(args);

export { clientLoader, default, headers, meta } from '../story-route';
