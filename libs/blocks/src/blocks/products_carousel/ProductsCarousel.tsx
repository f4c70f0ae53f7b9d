import { Carousel } from '../../shared/carousel/Carousel';
import { resolveRelations, useBlocksContext } from '../../core/context';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { ProductCard } from '../../shared/product/ProductCard';
import layout from '../../shared/layout.module.css';
import type { ProductsCarouselBlok } from './schema';

/**
 * Products carousel: a section title and a carousel of product cards, in the editor's order.
 * Products come as stories or uuids resolved through BlocksProvider `rels` (see schema.ts);
 * with no resolvable product the block renders nothing.
 */
export function ProductsCarousel({ blok }: BlockProps<ProductsCarouselBlok>) {
  const { rels } = useBlocksContext();
  const { t } = useBlocksTranslation();
  const products = resolveRelations(blok.products, rels);
  if (products.length === 0) return null;
  return (
    <section className={`${layout.container} ${layout.section}`} {...editableAttributes(blok)}>
      <h2 className={layout.sectionTitle}>{blok.title}</h2>
      {blok.subtitle ? <p>{blok.subtitle}</p> : null}
      <Carousel label={t('carouselLabel', { title: blok.title })}>
        {products.map((story) => (
          <ProductCard key={story.uuid} story={story} />
        ))}
      </Carousel>
    </section>
  );
}
