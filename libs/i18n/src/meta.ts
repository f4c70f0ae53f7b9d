import { type Locale } from './locales';
import { translateCommon } from './translate';

/** The meta description templates of docs/requirements/pages.md#titles-and-descriptions. */
export const META_DESCRIPTION_KINDS = ['fallback', 'category', 'product', 'press', 'news', 'event'] as const;
export type MetaDescriptionKind = (typeof META_DESCRIPTION_KINDS)[number];

/** Values the templates use: `name` (category, product), `category` (product), `title` (press, news, event). */
export interface MetaDescriptionValues {
  name?: string;
  category?: string;
  title?: string;
}

/** Longest description we emit (characters); search engines cut around 155-160. */
export const META_DESCRIPTION_MAX = 160;

/**
 * A page's meta description (docs/requirements/pages.md#titles-and-descriptions) in its locale; missing values fall back to the `fallback`
 * template; collapsed and cut at META_DESCRIPTION_MAX on a word boundary with `…`. Never throws.
 */
export function metaDescription(kind: MetaDescriptionKind, values: MetaDescriptionValues, locale: Locale): string {
  const clean = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '');
  const needs: Record<MetaDescriptionKind, (keyof MetaDescriptionValues)[]> = {
    fallback: [],
    category: ['name'],
    product: ['name', 'category'],
    press: ['title'],
    news: ['title'],
    event: ['title'],
  };
  const cleaned = { name: clean(values?.name), category: clean(values?.category), title: clean(values?.title) };
  const usable = (needs[kind] ?? null) !== null && needs[kind].every((k) => cleaned[k] !== '');
  const text = translateCommon(locale, `meta.description.${usable ? kind : 'fallback'}`, cleaned)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= META_DESCRIPTION_MAX) return text;
  const cut = text.slice(0, META_DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
