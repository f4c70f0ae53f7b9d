import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadStoryPage } from '../../server/story-page.server';

/** The home of a market and locale: the story `{website}/home` (DESIGN.md section 5). */
export const loader = (args: LoaderFunctionArgs) => loadStoryPage(args);

export { clientLoader, default, headers, meta } from '../story-route';
