import type { ReactNode } from 'react';
import type { z } from 'zod';
import { editableAttributes } from '../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../core/template';
import { useBlocksTranslation } from '../core/i18n/useBlocksTranslation';
import { InvalidContent } from './InvalidContent';
import type { listingSchema } from './listingSchema';
import { ProductListingView, type ListingDataProps } from './ProductListingView';

type ListingContent = z.output<ReturnType<typeof listingSchema<string>>>;

export interface PartnerListingProps extends TemplateBaseProps, ListingDataProps {
  /** Its schema parses content the server did not. */
  template: 'extranet_product_listing' | 'extranet_category_listing' | 'extranet_general_product_listing';
  beforeGrid?: ReactNode;
}

/**
 * Extranet listings (docs/requirements/urls.md#extranet-routes): the product listing view under "Partner area"; invalid content renders
 * nothing (a placeholder in preview).
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
