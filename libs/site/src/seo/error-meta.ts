import type { MetaDescriptor } from '@remix-run/node';
import { formatTitle } from '@silca/i18n';

function titleKey(status: number): string {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 503) return 'serviceUnavailable';
  return 'generic';
}

/** Head tags of an error page: `{error title} | Silca` in the page's locale, and `noindex`. */
export function errorMeta(status: number, titles: Record<string, string> | undefined): MetaDescriptor[] {
  return [{ title: formatTitle(titles?.[titleKey(status)] ?? 'Error') }, { name: 'robots', content: 'noindex' }];
}
