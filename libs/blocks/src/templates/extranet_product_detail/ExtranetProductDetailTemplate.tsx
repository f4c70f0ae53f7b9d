import { useTemplateContent, WithRels, type TemplateBaseProps } from '../../core/template';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { ProductDetailView } from '../product_detail/ProductDetailTemplate';
import type { ProductDetailContent } from '../product_detail/schema';
import { InvalidContent } from '../../shared/InvalidContent';
import type { extranetProductDetailSchema } from './schema';

export type ExtranetProductDetailTemplateProps = TemplateBaseProps;

/** Extranet product page: the public product page marked as the partner area; private (docs/requirements/extranet.md#no-leaks). */
export function ExtranetProductDetailTemplate({ story, rels }: ExtranetProductDetailTemplateProps) {
  const { t } = useBlocksTranslation();
  const { content, invalid } = useTemplateContent<typeof extranetProductDetailSchema>('extranet_product_detail', story);
  if (!content) return <InvalidContent {...invalid} />;
  return (
    <WithRels rels={rels}>
      <ProductDetailView product={content as unknown as ProductDetailContent} eyebrow={t('partnerArea')} />
    </WithRels>
  );
}
