/**
 * The content types that have a template (story `content.component`), with the partner-only and
 * listing sets: the one template list, apart from the components (no CSS, no React), so the
 * server entry of @silca/blocks (content.ts) and the lazy registry (templates.ts) share it.
 */

/** Every content type with a template (docs/requirements/pages.md#page-templates). */
export const TEMPLATE_NAMES = [
  'page',
  'product_detail',
  'product_listing',
  'category_listing',
  'general_product_listing',
  'extranet_category_listing',
  'extranet_product_detail',
  'extranet_general_product_listing',
  'extranet_product_listing',
  'landing_page',
  'product_resource',
  'downloads_skeleton',
  'generic_skeleton',
  'cookie_consent',
  'thank_you_page',
  'news_article',
  'event',
  'forbidden',
  'generic_error',
  'not_found',
  'unauthorized',
  'athlete',
  'photo_album',
  'shop',
] as const;

/** A content type with a template. */
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

const TEMPLATE_SET: ReadonlySet<string> = new Set(TEMPLATE_NAMES);

/** Content types that are partner-only (docs/requirements/content.md#space-layout: never public, never indexed, private caching). */
export const EXTRANET_TEMPLATES: ReadonlySet<TemplateName> = new Set([
  'extranet_category_listing',
  'extranet_product_detail',
  'extranet_general_product_listing',
  'extranet_product_listing',
  'photo_album',
]);

/** Templates that need listing data (`products`, `total`, `page`, `perPage`, `sort`) from the loader. */
export const LISTING_TEMPLATES: ReadonlySet<TemplateName> = new Set([
  'product_listing',
  'category_listing',
  'general_product_listing',
  'extranet_category_listing',
  'extranet_general_product_listing',
  'extranet_product_listing',
]);

/** True when `name` is a content type with a template. */
export function isTemplateName(name: unknown): name is TemplateName {
  return typeof name === 'string' && TEMPLATE_SET.has(name);
}
