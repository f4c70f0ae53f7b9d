import { Image, Link } from '@silca/ui';
import { useBlocksTranslation } from '../../core/i18n/useBlocksTranslation';
import layout from '../../shared/layout.module.css';
import cards from '../../shared/product/ProductCard.module.css';
import styles from './ProductDetailTemplate.module.css';

/**
 * A related product from the site's loader (docs/requirements/pages.md#related-products); `url` a path of the page's market and locale,
 * `image` an asset URL or null.
 */
export interface RelatedProduct {
  id: string;
  title: string;
  url: string;
  image: string | null;
  category: string;
}

/** A title and a site path (never an outside or script URL). */
function usable(items: unknown): RelatedProduct[] {
  if (!Array.isArray(items)) return [];
  return items.filter(
    (item): item is RelatedProduct =>
      !!item &&
      typeof item === 'object' &&
      typeof item.title === 'string' &&
      item.title.trim() !== '' &&
      typeof item.url === 'string' &&
      /^\/(?!\/)/.test(item.url),
  );
}

/** "Related products" (docs/requirements/pages.md#related-products): an <h2> and one card per product; nothing without items. */
export function RelatedProducts({ items }: { items: unknown }) {
  const { t } = useBlocksTranslation();
  const list = usable(items);
  if (list.length === 0) return null;
  return (
    <section className={`${layout.container} ${styles.related}`} aria-labelledby="product-related" data-testid="related-products">
      <h2 id="product-related" className={styles.sectionTitle}>
        {t('productRelated')}
      </h2>
      <ul className={styles.relatedList}>
        {list.map((item) => (
          <li key={item.id}>
            <article className={cards.card}>
              <div className={cards.media}>
                {item.image ? (
                  <Image
                    src={item.image}
                    alt=""
                    width={400}
                    height={400}
                    aspectRatio={1}
                    fit="contain"
                    sizes="(min-width: 1024px) 16rem, 45vw"
                    widths={[240, 480]}
                  />
                ) : (
                  <span className={cards.noImage} aria-hidden="true" />
                )}
              </div>
              <div className={cards.body}>
                {item.category ? <p className={cards.category}>{item.category}</p> : null}
                <h3 className={cards.name}>
                  <Link href={item.url} className={cards.link}>
                    {item.title}
                  </Link>
                </h3>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
