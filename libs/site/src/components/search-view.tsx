import type { StoryPageData } from '../server/story-page.server';
import { StoryView } from './story-view';

/**
 * The public search page (SPEC.md 2.2): the page's story; results come with libs/search.
 */
export function SearchView({ data }: { data: StoryPageData }) {
  return <StoryView data={data} />;
}
