import { CtaButton } from '@silca/ui';
import { FilterPanel, type FilterGroup } from '@silca/ui/filters';
import { useId, type ReactNode } from 'react';
import { BlokList } from '../core/Blok';
import { useBlocksTranslation } from '../core/i18n/useBlocksTranslation';
import { ProductCard } from './product/ProductCard';
import { LISTING_SORTS, type ListingSort } from '../templates/product_listing/sorts';
import type { SbStory } from '../core/schema/common';
import layout from './layout.module.css';
import { Pagination } from './Pagination';
import styles from './ProductListingView.module.css';

/** Data of every product listing template (product_listing/README.md). */
export interface ListingDataProps {
  /** Sorted by the loader. */
  products: readonly SbStory[];
  /** Over all pages. */
  total: number;
  page: number;
  /** docs/requirements/content.md#client-limits: 25 by default. */
  perPage: number;
  /** Default `name_asc` (docs/requirements/pages.md#listings). */
  sort?: ListingSort;
  /** `{ name, options: [{ value, label, count }], selected }`; when given, the filter panel replaces the sort form. */
  facets?: readonly ListingFacet[];
  /** Count before filters: "no results" only when filters exclude all. */
  unfiltered?: number;
}

/** As the site's loader computes it (listing-data.server.ts). */
export interface ListingFacet {
  name: string;
  options: readonly { value: string; label: string; count: number }[];
  selected: readonly string[];
}

const FACET_LABEL: Record<string, 'filterCategory' | 'filterType'> = { category: 'filterCategory', type: 'filterType' };

function positiveInt(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}

export interface ProductListingViewProps extends ListingDataProps {
  title: string;
  intro?: ReactNode;
  eyebrow?: string;
  beforeGrid?: ReactNode;
  body?: readonly unknown[];
  editable?: Record<string, string | undefined>;
}

/**
 * Every product listing's body (docs/requirements/pages.md#listings): count, sort (GET), cards, `?page=N` links, the no-results message
 * (docs/requirements/pages.md#error-messages), body bloks. Page clamped to 1..pages, perPage >= 1.
 */
export function ProductListingView({
  title,
  intro,
  eyebrow,
  beforeGrid,
  body,
  editable,
  products,
  total,
  page,
  perPage,
  sort,
  facets,
  unfiltered,
}: ProductListingViewProps) {
  const { t } = useBlocksTranslation();
  const sortId = useId();
  const list = Array.isArray(products) ? products.filter((p) => p && typeof p.uuid === 'string') : [];
  const size = positiveInt(perPage, 25);
  const count = typeof total === 'number' && total >= 0 ? Math.floor(total) : list.length;
  const pages = Math.max(1, Math.ceil(count / size));
  const current = Math.min(positiveInt(page, 1), pages);
  const activeSort: ListingSort = sort && (LISTING_SORTS as readonly string[]).includes(sort) ? sort : 'name_asc';
  const facetList: readonly ListingFacet[] = Array.isArray(facets) ? facets : [];
  const withFilters = facetList.length > 0 || facets !== undefined;
  const groups: FilterGroup[] = facetList.map((facet) => ({
    name: facet.name,
    label: FACET_LABEL[facet.name] ? t(FACET_LABEL[facet.name]!) : facet.name,
    options: facet.options.map((o) => ({ value: o.value, label: o.label, count: o.count })),
  }));
  const values = Object.fromEntries(facetList.map((facet) => [facet.name, [...facet.selected]]));
  const keep: Record<string, string | readonly string[] | undefined> = { ...values, sort: activeSort === 'name_asc' ? undefined : activeSort };
  const filtered = facetList.some((facet) => facet.selected.length > 0);
  const emptyText = !filtered && (unfiltered === 0 || (unfiltered === undefined && count === 0)) && withFilters ? t('noProducts') : t('noResults');
  const grid =
    list.length === 0 ? (
      <p className={styles.empty} role="status">
        {emptyText}
      </p>
    ) : (
      <ul className={styles.grid} data-testid="product-grid">
        {list.map((product) => (
          <li key={product.uuid}>
            <ProductCard story={product} headingLevel={2} />
          </li>
        ))}
      </ul>
    );
  if (withFilters) {
    return (
      <div className={styles.listing} {...editable}>
        <header className={`${layout.container} ${styles.header}`}>
          {eyebrow ? <p className={layout.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {intro ? <div className={styles.intro}>{intro}</div> : null}
        </header>
        <div className={layout.container}>
          {beforeGrid}
          <div className={styles.withFilters}>
            <aside className={styles.filters}>
              <FilterPanel
                groups={groups}
                values={values}
                resultCount={count}
                resetHref="?"
                sort={{
                  name: 'sort',
                  value: activeSort,
                  options: [
                    { value: 'name_asc', label: t('sortNameAsc') },
                    { value: 'newest', label: t('sortNewest') },
                  ],
                }}
              />
            </aside>
            <div className={styles.results}>
              <p className={styles.count} role="status" data-testid="result-count">
                {t('resultCount', { count })}
              </p>
              {grid}
              <Pagination page={current} pages={pages} query={keep} />
            </div>
          </div>
        </div>
        <BlokList bloks={body} />
      </div>
    );
  }
  return (
    <div className={styles.listing} {...editable}>
      <header className={`${layout.container} ${styles.header}`}>
        {eyebrow ? <p className={layout.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
      </header>
      <div className={layout.container}>
        {beforeGrid}
        <div className={styles.toolbar}>
          <p className={styles.count} role="status">
            {t('resultCount', { count })}
          </p>
          <form method="get" className={styles.sort}>
            <label htmlFor={sortId}>{t('sortBy')}</label>
            <select id={sortId} name="sort" defaultValue={activeSort}>
              {LISTING_SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(value === 'newest' ? 'sortNewest' : 'sortNameAsc')}
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
      <BlokList bloks={body} />
    </div>
  );
}
