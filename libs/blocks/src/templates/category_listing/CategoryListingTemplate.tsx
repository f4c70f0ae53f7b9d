import { editableAttributes } from '../../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { InvalidContent } from '../../shared/InvalidContent';
import { ProductListingView, type ListingDataProps } from '../../shared/ProductListingView';
import { SubcategoryLinks } from '../../shared/SubcategoryLinks';
import type { SbStory } from '../../core/schema/common';
import type { categoryListingSchema } from './schema';

export interface CategoryListingTemplateProps extends TemplateBaseProps, ListingDataProps {
  /** Shown as links above the grid. */
  subcategories?: readonly SbStory[];
}

/** Category page (`/category/{slug}`): title, intro, sub-category links, products with sort and pagination; layout with pre-footer. */
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
