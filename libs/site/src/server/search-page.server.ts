import type { LoaderFunctionArgs } from '@remix-run/node';
import type { ParsedPath } from '@silca/i18n';
import { loadStoryPage } from './story-page.server';

/**
 * Loader of the public search page (SPEC.md 2.2 `/search`). The page's own content is a story;
 * results are added by the search library (libs/search).
 */
export function loadSearchPage(args: LoaderFunctionArgs, parsed: ParsedPath): Promise<Response> {
  return loadStoryPage(args, undefined, parsed);
}
