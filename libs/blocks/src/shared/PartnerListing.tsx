import type { ReactNode } from 'react';
import type { z } from 'zod';
import { editableAttributes } from '../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../core/template';
import { useBlocksTranslation } from '../core/i18n/useBlocksTranslation';
import { InvalidContent } from './InvalidContent';
import type { listingSchema } from './listingSchema';
import { ProductListingView, type ListingDataProps } from './ProductListingView';

/** Content of the listing content types (shared/listingSchema.ts). */
type ListingContent = z.output<ReturnType<typeof listingSchema<string>>>;

/** Props of {@link PartnerListing}: a template's props plus its content type and what goes above the grid. */
export interface PartnerListingProps extends TemplateBaseProps, ListingDataProps {
  /** The content type (e.g. `extranet_product_listing`): its schema parses content the server did not. */
  template: 'extranet_product_listing' | 'extranet_category_listing' | 'extranet_general_product_listing';
  beforeGrid?: ReactNode;
}

/**
 * The extranet listings (docs/requirements/urls.md#extranet-routes: products, families, categories): the public product
 * listing view under the "partner area" eyebrow. Invalid content renders nothing for visitors
 * (a placeholder in preview). Never cached publicly (the site's extranet routes).
 */
export function PartnerListing({ template, story, rels, beforeGrid, ...data }: PartnerListingProps) {
  const { t } = useBlocksTranslation();
  const { content, invalid } = useTemplateContent<z.ZodType<ListingContent>>(template, story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <ProductListingView
        eyebrow={t('partnerArea')}
        title={content.title}
        intro={content.intro}
        body={content.body}
        editable={editableAttributes(content)}
        beforeGrid={beforeGrid}
        {...data}
      />
    </WithRels>
  );
}
