import type { AppLoadContext } from '@remix-run/node';
import { storyDefaultPath, storyDisplayName, type Story } from '@silca/content';
import type { Locale } from '@silca/i18n';
import { z } from 'zod';

// Product listings (docs/requirements/pages.md#listings, decision 0680).

/** Products per page of a product listing: rows of 2, 3 or 4 cards, little loader data (docs/requirements/performance.md#front-end-budget). */
export const PRODUCT_PAGE_SIZE = 12;

/** Folder of the product stories (docs/requirements/content.md#space-layout). */
export const PRODUCTS_FOLDER = 'global/products/';
const CATEGORIES_FOLDER = 'global/category/';

/** Sort orders of product listings: name A to Z (docs/requirements/pages.md#listings), newest first (by `update_date`). */
export const PRODUCT_SORTS = ['name_asc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const filterValues = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .map((s) => s.slice(0, 80))
      .filter((s) => s !== '')
      .slice(0, 20),
  )
  .catch([]);

const productQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  sort: z.enum(PRODUCT_SORTS).catch('name_asc'),
  category: filterValues.default([]),
  type: filterValues.default([]),
});

/** A product listing query after validation: bad values fall back to defaults (never a 500). */
export type ProductQuery = z.infer<typeof productQuery>;

/** Reads `?page=&sort=&category=a&category=b&type=...` (repeated keys are several choices). */
export function parseProductQuery(url: URL): ProductQuery {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    raw[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  return productQuery.parse(raw);
}

/** What a product card renders: the trimmed story (docs/requirements/performance.md#front-end-budget). */
export interface ProductCardItem {
  uuid: string;
  full_slug: string;
  /** Only the request's language. */
  translated_slugs?: { lang: string; path: string }[];
  content: {
    name: string;
    category_name?: string;
    /** The first image only. */
    images: { filename: string }[];
  };
}

/** One facet choice: `value` goes in the query string, `count` is the results it would give. */
export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

/** A facet of a listing (`category`, `type`) with its choices and the current selection. */
export interface Facet {
  name: 'category' | 'type';
  options: FacetOption[];
  selected: string[];
}

/** Template data of a product listing (product_listing, category_listing, general_product_listing). */
export interface ProductListingData {
  products: ProductCardItem[];
  /** Products after filters, over all pages. */
  total: number;
  page: number;
  perPage: number;
  sort: ProductSort;
  facets: Facet[];
  /** Products of the listing before filters: 0 means an empty listing, not "no results". */
  unfiltered: number;
}

type Content = Record<string, unknown>;
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Every story of a folder and type, at most 1,000. */
async function listAll(context: AppLoadContext, startsWith: string, contentType: string, language: Locale, version: 'published' | 'draft') {
  const out: Story[] = [];
  for (let page = 1; page <= 10; page++) {
    const list = await context.content.listStories({ startsWith, contentType, language, perPage: 100, page, version });
    out.push(...list.stories);
    if (out.length >= list.total || list.stories.length === 0) break;
  }
  return out;
}

function scopeOf(listing: Story): (product: Story) => boolean {
  const c = listing.content as Content;
  if (c.component === 'category_listing') {
    return (p) => {
      const cat = (p.content as Content).category;
      return cat === listing.uuid || (typeof cat === 'object' && cat !== null && (cat as { uuid?: string }).uuid === listing.uuid);
    };
  }
  if (c.component === 'extranet_category_listing') {
    // A partner category page names the public category its partner sheets belong to.
    const category = text(c.category);
    return (p) => {
      const cat = (p.content as Content).category;
      return category !== '' && (cat === category || (typeof cat === 'object' && cat !== null && (cat as { uuid?: string }).uuid === category));
    };
  }
  const family = text(c.family);
  if (family) return (p) => text((p.content as Content).family) === family;
  return () => true;
}

function dateOf(p: Story): string {
  const d = text((p.content as Content).update_date);
  return d ? d.replace(' ', 'T') : (p.first_published_at ?? p.created_at ?? '');
}

function trim(p: Story, categoryName: string | undefined, locale: string): ProductCardItem {
  const c = p.content as Content;
  const images = Array.isArray(c.images) ? (c.images as Array<Record<string, unknown>>) : [];
  const first = images.find((a) => typeof a?.filename === 'string' && a.filename !== '');
  const translated = (p.translated_slugs ?? []).filter((t) => t.lang === locale).map((t) => ({ lang: t.lang, path: t.path }));
  return {
    uuid: p.uuid,
    // The card carries no `lang` to strip a language answer's `it/` prefix with.
    full_slug: storyDefaultPath(p),
    ...(translated.length > 0 ? { translated_slugs: translated } : {}),
    content: {
      name: text(c.name) || storyDisplayName(p),
      category_name: categoryName || text(c.category_name) || undefined,
      images: first ? [{ filename: String(first.filename) }] : [],
    },
  };
}

/** The product listing of a listing story for a query; each facet's counts apply the other facets' filters. */
export function buildProductListing(
  listing: Story,
  products: readonly Story[],
  categories: readonly Story[],
  query: ProductQuery,
  locale: string,
): ProductListingData {
  const catById = new Map(categories.map((c) => [c.uuid, c]));
  const inScope = products.filter(scopeOf(listing));
  const categoryOf = (p: Story) => {
    const raw = (p.content as Content).category;
    const id = typeof raw === 'string' ? raw : text((raw as { uuid?: string } | null)?.uuid);
    return catById.get(id);
  };
  const categoryValue = (p: Story) => categoryOf(p)?.slug ?? '';
  const typeValue = (p: Story) => text((p.content as Content).type);
  const matches = (p: Story, skip?: 'category' | 'type') =>
    (skip === 'category' || query.category.length === 0 || query.category.includes(categoryValue(p))) &&
    (skip === 'type' || query.type.length === 0 || query.type.includes(typeValue(p)));

  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const facet = (name: Facet['name'], valueOf: (p: Story) => string, labelOf: (p: Story) => string): Facet => {
    const options = new Map<string, FacetOption>();
    for (const p of inScope) {
      const value = valueOf(p);
      if (!value) continue;
      const option = options.get(value) ?? { value, label: labelOf(p) || value, count: 0 };
      if (matches(p, name)) option.count++;
      options.set(value, option);
    }
    const selected = query[name].filter((v) => options.has(v));
    return { name, options: [...options.values()].sort((a, b) => collator.compare(a.label, b.label)), selected };
  };
  const categoryLabel = (p: Story) => {
    const cat = categoryOf(p);
    const c = (cat?.content ?? {}) as Content;
    return text(c.title) || text(c.name) || (cat ? storyDisplayName(cat) : '') || text((p.content as Content).category_name);
  };
  const facets = [facet('category', categoryValue, categoryLabel), facet('type', typeValue, typeValue)].filter(
    // A facet with a single choice filters nothing (a category page's own category).
    (f) => f.options.length > 1,
  );

  const nameOf = (p: Story) => text((p.content as Content).name) || storyDisplayName(p);
  const filtered = inScope.filter((p) => matches(p));
  filtered.sort(
    query.sort === 'newest'
      ? (a, b) => dateOf(b).localeCompare(dateOf(a)) || collator.compare(nameOf(a), nameOf(b))
      : (a, b) => collator.compare(nameOf(a), nameOf(b)),
  );
  const pages = Math.max(1, Math.ceil(filtered.length / PRODUCT_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const slice = filtered.slice((page - 1) * PRODUCT_PAGE_SIZE, page * PRODUCT_PAGE_SIZE);
  return {
    products: slice.map((p) => trim(p, categoryLabel(p), locale)),
    total: filtered.length,
    page,
    perPage: PRODUCT_PAGE_SIZE,
    sort: query.sort,
    facets,
    unfiltered: inScope.length,
  };
}

/** Template data of the product listings. Content errors propagate (the page answers 503, docs/requirements/content.md#content-outages). */
export async function loadProductListing(args: ListingLoadArgs): Promise<ProductListingData> {
  return loadListing(args, PRODUCTS_FOLDER, 'product_detail');
}

/** What a listing template's data needs. */
export interface ListingLoadArgs {
  story: Story;
  locale: Locale;
  url: URL;
  context: AppLoadContext;
  /** Default `published`. */
  version?: 'published' | 'draft';
}

async function loadListing(args: ListingLoadArgs, folder: string, component: string): Promise<ProductListingData> {
  const { story, locale, url, context, version = 'published' } = args;
  const [products, categories] = await Promise.all([
    listAll(context, folder, component, locale, version),
    listAll(context, CATEGORIES_FOLDER, 'category_listing', locale, version),
  ]);
  return buildProductListing(story, products, categories, parseProductQuery(url), locale);
}

/** Folder of the partner product sheets (docs/requirements/extranet.md#partner-product-listings). */
export const PARTNER_PRODUCTS_FOLDER = 'global/extranet/products/';

/** Template data of the extranet product listings; empty for a story outside the extranet (docs/requirements/extranet.md#partner-product-listings). */
export async function loadPartnerProductListing(args: ListingLoadArgs): Promise<ProductListingData> {
  const { story, locale, url } = args;
  if (!storyDefaultPath(story).startsWith('global/extranet/')) return buildProductListing(story, [], [], parseProductQuery(url), locale);
  return loadListing(args, PARTNER_PRODUCTS_FOLDER, 'extranet_product_detail');
}
