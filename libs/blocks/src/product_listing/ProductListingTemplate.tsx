import { CtaButton } from '@silca/ui';
import { useId } from 'react';
import { BlokList } from '../core/Blok';
import { editableAttributes } from '../core/editable';
import { useTemplateContent, WithRels, type TemplateBaseProps } from '../core/template';
import { useBlocksTranslation } from '../i18n/useBlocksTranslation';
import { ProductCard } from '../product/ProductCard';
import type { SbStory } from '../schema/common';
import { InvalidContent } from '../shared/InvalidContent';
import layout from '../shared/layout.module.css';
import { Pagination } from '../shared/Pagination';
import { LISTING_SORTS, productListingSchema, type ListingSort } from './schema';
import styles from './ProductListingTemplate.module.css';

/** Props of the `product_listing` template: see README.md in this folder. */
export interface ProductListingTemplateProps extends TemplateBaseProps {
  /** The products of the current page (product_detail stories), already sorted by the loader. */
  products: readonly SbStory[];
  /** Number of products over all pages (the API's `total` header). */
  total: number;
  /** Current page, 1-based (`?page=N`). */
  page: number;
  /** Page size (SPEC.md 9: 25 by default). */
  perPage: number;
  /** Current sort (`?sort=`); default `name_asc` (SPEC.md 2.5). */
  sort?: ListingSort;
}

function positiveInt(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}

/**
 * Product listing (products list, category lists): title and intro as page header, a sort form
 * (GET, `?sort=`), the result count, a grid of product cards linking to each product, and
 * pagination links (`?page=N`, keeping `sort`). Everything works without JavaScript
 * (DESIGN.md 7). No products: the "no results" message of SPEC.md 8. `body` bloks follow.
 */
export function ProductListingTemplate({ story, rels, products, total, page, perPage, sort }: ProductListingTemplateProps) {
  const { t } = useBlocksTranslation();
  const sortId = useId();
  const { content, invalid } = useTemplateContent(productListingSchema, story);
  if (!content) return <InvalidContent {...invalid} />;
  const list = Array.isArray(products) ? products.filter((p) => p && typeof p.uuid === 'string') : [];
  const size = positiveInt(perPage, 25);
  const count = typeof total === 'number' && total >= 0 ? Math.floor(total) : list.length;
  const pages = Math.max(1, Math.ceil(count / size));
  const current = Math.min(positiveInt(page, 1), pages);
  const activeSort: ListingSort = sort && (LISTING_SORTS as readonly string[]).includes(sort) ? sort : 'name_asc';
  return (
    <WithRels rels={rels}>
      <div className={styles.listing} {...editableAttributes(content)}>
        <header className={`${layout.container} ${styles.header}`}>
          <h1 className={styles.title}>{content.title}</h1>
          {content.intro ? <p className={styles.intro}>{content.intro}</p> : null}
        </header>
        <div className={layout.container}>
          <div className={styles.toolbar}>
            <p className={styles.count} role="status">
              {t('resultCount', { count })}
            </p>
            <form method="get" className={styles.sort}>
              <label htmlFor={sortId}>{t('sortBy')}</label>
              <select id={sortId} name="sort" defaultValue={activeSort}>
                {LISTING_SORTS.map((value) => (
                  <option key={value} value={value}>
                    {t('sortNameAsc')}
                  </option>
                ))}
              </select>
              <CtaButton type="secondary" size="small" buttonType="submit" label={t('sortApply')} />
            </form>
          </div>
          {list.length === 0 ? (
            <p className={styles.empty}>{t('noResults')}</p>
          ) : (
            <ul className={styles.grid}>
              {list.map((product) => (
                <li key={product.uuid}>
                  <ProductCard story={product} headingLevel={2} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={current} pages={pages} query={{ sort: activeSort === 'name_asc' ? undefined : activeSort }} />
        </div>
        <BlokList bloks={content.body} />
      </div>
    </WithRels>
  );
}
