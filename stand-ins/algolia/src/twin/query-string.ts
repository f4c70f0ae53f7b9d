/**
 * Algolia's URL-encoded parameter strings as objects: the legacy `params` of a search request
 * (`query=x&hitsPerPage=5&facets=["type"]`) and the `queryParameters` of an API key or a secured
 * key. Values that look like JSON arrays or objects are parsed (falling back to the string),
 * integers become numbers and `true`/`false` booleans, as Algolia reads them. Pure, never throws.
 */
export function decodeQueryString(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(text)) {
    if (/^[[{]/.test(v)) {
      try {
        out[k] = JSON.parse(v);
        continue;
      } catch {
        // a plain string
      }
    }
    out[k] = /^-?\d+$/.test(v) ? Number(v) : v === 'true' ? true : v === 'false' ? false : v;
  }
  return out;
}
