import type { MetaDescriptor } from '@remix-run/node';
import { formatTitle } from '@silca/i18n';
import type { Resource } from 'i18next';

/** The `common:errors.*` title key of an error status (SPEC.md 2.6 and 8). */
function titleKey(status: number): string {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 503) return 'serviceUnavailable';
  return 'generic';
}

/**
 * Head tags of an error page: `{error title} | Silca` in the page's locale (from the strings the
 * root loader sent, falling back to English), and `noindex` so error pages never get indexed.
 */
export function errorMeta(status: number, locale: string | undefined, resources: Resource | undefined): MetaDescriptor[] {
  const pick = (lng: string | undefined) => {
    const errors = (resources?.[lng ?? '']?.common as { errors?: Record<string, { title?: string }> } | undefined)?.errors;
    return errors?.[titleKey(status)]?.title;
  };
  return [{ title: formatTitle(pick(locale) ?? pick('en') ?? 'Error') }, { name: 'robots', content: 'noindex' }];
}
