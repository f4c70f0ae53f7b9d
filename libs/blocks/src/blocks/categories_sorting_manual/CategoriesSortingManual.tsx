import { resolveRelations, useBlocksContext } from '../../core/context';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { CardsSection } from './CategoriesGrid';
import type { CategoriesSortingManualBlok } from './schema';

/** Categories chosen and ordered by the editor, as image cards linking to each category. */
export function CategoriesSortingManual({ blok }: BlockProps<CategoriesSortingManualBlok>) {
  const { rels } = useBlocksContext();
  return <CardsSection title={blok.title} stories={resolveRelations(blok.categories, rels)} editable={editableAttributes(blok)} />;
}
