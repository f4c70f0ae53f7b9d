/** The brand in page titles (docs/requirements/pages.md#titles-and-descriptions). */
export const BRAND_NAME = 'Silca';

/** Between page name and brand (docs/requirements/pages.md#titles-and-descriptions: "page name, a separator, then the brand name"). */
export const TITLE_SEPARATOR = ' | ';

/**
 * The document title: `{page name} | Silca` (docs/requirements/pages.md#titles-and-descriptions). Whitespace is collapsed; an empty or
 * missing name, or a name that already is the brand, gives the brand alone. Never throws.
 */
export function formatTitle(pageName: string | null | undefined): string {
  const name = typeof pageName === 'string' ? pageName.replace(/\s+/g, ' ').trim() : '';
  if (name === '' || name === BRAND_NAME) return BRAND_NAME;
  return `${name}${TITLE_SEPARATOR}${BRAND_NAME}`;
}
