/**
 * `search` with `page` set (removed for 1), other parameters kept; invalid pages count as 1.
 * @example pageHref('?category=auto&page=2', 3) // '?category=auto&page=3'
 */
export function pageHref(search: string, page: number, param = 'page'): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const n = Number.isInteger(page) && page > 1 ? page : 1;
  if (n === 1) params.delete(param);
  else params.set(param, String(n));
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/** The 1-based page of a search string; invalid or absent gives 1. */
export function readPage(search: string, param = 'page'): number {
  const raw = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(param);
  const n = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 ? n : 1;
}
