/**
 * Suffix of Remix's single-fetch data requests (decision 1044): a client navigation to
 * `/en/global/products` asks `/en/global/products.data`, the home `/` asks `/_root.data`.
 */
export const DATA_REQUEST_SUFFIX = '.data';

/**
 * True when a request is a Remix data request, not a document one
 * (docs/requirements/extranet.md#no-leaks, docs/requirements/architecture.md#request-path): a
 * single-fetch `/path.data`, or Remix v2's `?_data=` (Remix 2.17 still answers it, so probes of it
 * are screened the same). Loaders see the page's URL without `.data`, so they learn it from the
 * load context (`SiteLoadContext.dataRequest`). `target`: path and query, as received.
 */
export function isDataRequest(target: string): boolean {
  const cut = target.indexOf('?');
  const pathname = cut < 0 ? target : target.slice(0, cut);
  return pathname.endsWith(DATA_REQUEST_SUFFIX) || (cut >= 0 && new URLSearchParams(target.slice(cut)).has('_data'));
}
