import { editableAttributes } from '../../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { InvalidContent } from '../../shared/InvalidContent';
import { ProductListingView, type ListingDataProps } from '../../shared/ProductListingView';
import { SubcategoryLinks } from '../../shared/SubcategoryLinks';
import type { SbStory } from '../../core/schema/common';
import type { categoryListingSchema } from './schema';

/** Props of the `category_listing` template: `{ story, rels?, products, total, page, perPage, sort? }` (product_listing/README.md). */
export interface CategoryListingTemplateProps extends TemplateBaseProps, ListingDataProps {
  /** Child categories (category stories), shown as links above the grid. */
  subcategories?: readonly SbStory[];
}

/** Category page (docs/requirements/urls.md#translated-segments /category/{slug}): category title and intro, links to sub-categories, the category's products with sort and pagination. The site renders it in the layout with pre-footer. */
export function CategoryListingTemplate({ story, rels, subcategories, ...data }: CategoryListingTemplateProps) {
  const { content, invalid } = useTemplateContent<typeof categoryListingSchema>('category_listing', story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <ProductListingView
        title={content.title}
        intro={content.intro}
        body={content.body}
        editable={editableAttributes(content)}
        beforeGrid={<SubcategoryLinks categories={subcategories} />}
        {...data}
      />
    </WithRels>
  );
}
