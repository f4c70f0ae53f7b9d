import { useCollection } from '../../core/collections';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { CardsSection } from '../categories_sorting_manual/CategoriesGrid';
import type { CategoriesSortingAutomaticBlok } from './schema';

/** All categories of a folder (fetched by the site), A-Z, as image cards. */
export function CategoriesSortingAutomatic({ blok }: BlockProps<CategoriesSortingAutomaticBlok>) {
  const { stories } = useCollection(blok._uid);
  return <CardsSection title={blok.title} stories={stories} editable={editableAttributes(blok)} />;
}
