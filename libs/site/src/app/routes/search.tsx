import type { LoaderFunctionArgs } from '@remix-run/node';
import { loadStoryPage } from '../../server/story-page.server';

/** Public search page (SPEC.md 2.2). Its page content is a story; results come with the search work. */
export const loader = (args: LoaderFunctionArgs) => loadStoryPage(args);

export { clientLoader, default, headers, meta } from '../story-route';
