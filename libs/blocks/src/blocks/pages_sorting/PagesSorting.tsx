import { CardsSection } from '../categories_sorting_manual/CategoriesGrid';
import { useCollection } from '../../core/collections';
import { resolveRelations, useBlocksContext } from '../../core/context';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import type { PagesSortingBlok } from './schema';

/** Page cards: the editor's selection when given, else the pages of `folder` fetched by the site. */
export function PagesSorting({ blok }: BlockProps<PagesSortingBlok>) {
  const { rels } = useBlocksContext();
  const manual = resolveRelations(blok.pages, rels);
  const automatic = useCollection(blok._uid).stories;
  return <CardsSection title={blok.title} stories={blok.pages.length > 0 ? manual : automatic} editable={editableAttributes(blok)} />;
}
