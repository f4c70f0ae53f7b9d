import type { ReactNode } from 'react';
import type { z } from 'zod';
import { editableAttributes } from '../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../core/template';
import { useBlocksTranslation } from '../i18n/useBlocksTranslation';
import { InvalidContent } from './InvalidContent';
import type { listingSchema } from './listingSchema';
import { ProductListingView, type ListingDataProps } from './ProductListingView';

/** Content of the listing content types (shared/listingSchema.ts). */
type ListingContent = z.output<ReturnType<typeof listingSchema<string>>>;

/** Props of {@link PartnerListing}: a template's props plus its schema and what goes above the grid. */
export interface PartnerListingProps extends TemplateBaseProps, ListingDataProps {
  schema: z.ZodType<ListingContent>;
  beforeGrid?: ReactNode;
}

/**
 * The extranet listings (docs/requirements/urls.md#extranet-routes: products, families, categories): the public product
 * listing view under the "partner area" eyebrow. Invalid content renders nothing for visitors
 * (a placeholder in preview). Never cached publicly (the site's extranet routes).
 */
export function PartnerListing({ schema, story, rels, beforeGrid, ...data }: PartnerListingProps) {
  const { t } = useBlocksTranslation();
  const { content, invalid } = useTemplateContent(schema, story);
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
