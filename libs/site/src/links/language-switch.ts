/** Query parameters whose values mean the same in every locale; the search page's `category` and page numbers are not. */
const LANGUAGE_FREE_PARAMS = ['q', 'type', 'sort', 'category'] as const;

/** What of `search` another locale's page reads alike, `''` or `?q=key&type=product` (docs/requirements/urls.md#locale-selection-query). */
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

/** `href` with `query` appended before any fragment. */
export function withQuery(href: string, query: string): string {
  if (!query) return href;
  const hash = href.indexOf('#');
  const [base, fragment] = hash === -1 ? [href, ''] : [href.slice(0, hash), href.slice(hash)];
  return `${base}${base.includes('?') ? `&${query.slice(1)}` : query}${fragment}`;
}
