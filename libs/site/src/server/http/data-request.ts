/** Suffix of Remix's single-fetch data requests (decision 1044): `/en/global/products.data`, the home `/_root.data`. */
export const DATA_REQUEST_SUFFIX = '.data';

/**
 * True for a Remix data request (`/path.data`, or v2's `?_data=`, still answered by Remix 2.17); `target` is path and query as received
 * (docs/requirements/extranet.md#no-leaks).
 */
export function isDataRequest(target: string): boolean {
  const cut = target.indexOf('?');
  const pathname = cut < 0 ? target : target.slice(0, cut);
  return pathname.endsWith(DATA_REQUEST_SUFFIX) || (cut >= 0 && new URLSearchParams(target.slice(cut)).has('_data'));
}
