/** Suffix of Remix's single-fetch data requests (decision 1044): `/en/global/products.data`, the home `/_root.data`. */
export const DATA_REQUEST_SUFFIX = '.data';

/** True for `/path.data` or v2's `?_data=`; `target` as received (decision 1044). */
export function isDataRequest(target: string): boolean {
  const cut = target.indexOf('?');
  const pathname = cut < 0 ? target : target.slice(0, cut);
  return pathname.endsWith(DATA_REQUEST_SUFFIX) || (cut >= 0 && new URLSearchParams(target.slice(cut)).has('_data'));
}
