import type { MetaDescriptor } from '@remix-run/node';
import { formatTitle } from '@silca/i18n';

/** The `common:errors.*` title key of an error status (docs/requirements/pages.md#error-screens, docs/requirements/pages.md#error-messages). */
function titleKey(status: number): string {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 503) return 'serviceUnavailable';
  return 'generic';
}

/**
 * Head tags of an error page: `{error title} | Silca` in the page's locale (`titles`: the root
 * loader's `common:errors.*.title` strings, English where the locale has none; `Error` when the
 * root loader gave none), and `noindex` so error pages never get indexed.
 */
export function errorMeta(status: number, titles: Record<string, string> | undefined): MetaDescriptor[] {
  return [{ title: formatTitle(titles?.[titleKey(status)] ?? 'Error') }, { name: 'robots', content: 'noindex' }];
}
