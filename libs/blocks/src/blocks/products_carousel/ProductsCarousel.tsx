import { Carousel } from '../../shared/carousel/Carousel';
import { resolveRelations, useBlocksContext } from '../../core/context';
import type { BlockProps } from '../../core/define';
import { editableAttributes } from '../../core/editable';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import { ProductCard } from '../../shared/product/ProductCard';
import layout from '../../shared/layout.module.css';
import type { ProductsCarouselBlok } from './schema';

/** Product cards in the editor's order, resolved through BlocksProvider `rels`; nothing without a resolvable product. */
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
