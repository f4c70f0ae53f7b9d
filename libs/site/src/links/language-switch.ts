/**
 * Query parameters a language change keeps, by what their values are: the same in every locale
 * (search text, record and product types, sort, a product listing's category slug). The search
 * page's `category` is a category's name in the page's language, and page numbers differ between
 * locales: both are dropped.
 */
const LANGUAGE_FREE_PARAMS = ['q', 'type', 'sort', 'category'] as const;

/**
 * The part of a page's query string (`location.search`, with or without `?`) that the same page
 * in another locale understands alike (docs/requirements/urls.md#locale-selection-query): `''` when nothing
 * is kept, else `?q=key&type=product` in the original order. `familyId` is the page's route family
 * (`search` drops `category`). Never throws; malformed escapes are kept as sent.
 */
export function carriedQuery(familyId: string | null, search: string): string {
  const from = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const [name, value] of from) {
    if (!(LANGUAGE_FREE_PARAMS as readonly string[]).includes(name) || value === '') continue;
    if (name === 'category' && familyId === 'search') continue;
    out.append(name, value);
  }
  const text = out.toString();
  return text ? `?${text}` : '';
}

/**
 * `href` (a path or an absolute URL, without query) with `query` from {@link carriedQuery}
 * appended; a fragment stays last. Unchanged when `query` is empty.
 */
export function withQuery(href: string, query: string): string {
  if (!query) return href;
  const hash = href.indexOf('#');
  const [base, fragment] = hash === -1 ? [href, ''] : [href.slice(0, hash), href.slice(hash)];
  return `${base}${base.includes('?') ? `&${query.slice(1)}` : query}${fragment}`;
}
