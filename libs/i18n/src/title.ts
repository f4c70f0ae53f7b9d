/** The brand in page titles (docs/requirements/pages.md#titles-and-descriptions). */
export const BRAND_NAME = 'Silca';

/** Between page name and brand (docs/requirements/pages.md#titles-and-descriptions: "page name, a separator, then the brand name"). */
export const TITLE_SEPARATOR = ' | ';

/** `{page name} | Silca` (docs/requirements/pages.md#titles-and-descriptions); empty or brand-only names give the brand. Never throws. */
export function formatTitle(pageName: string | null | undefined): string {
  const name = typeof pageName === 'string' ? pageName.replace(/\s+/g, ' ').trim() : '';
  if (name === '' || name === BRAND_NAME) return BRAND_NAME;
  return `${name}${TITLE_SEPARATOR}${BRAND_NAME}`;
}
