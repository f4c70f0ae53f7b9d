/** The one template list with its partner-only and listing sets, apart from components, for content.ts and templates.ts. */

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

export type TemplateName = (typeof TEMPLATE_NAMES)[number];

const TEMPLATE_SET: ReadonlySet<string> = new Set(TEMPLATE_NAMES);

/** Partner-only content types (docs/requirements/content.md#space-layout). */
export const EXTRANET_TEMPLATES: ReadonlySet<TemplateName> = new Set([
  'extranet_category_listing',
  'extranet_product_detail',
  'extranet_general_product_listing',
  'extranet_product_listing',
  'photo_album',
]);

/** Templates needing listing data (`products`, `total`, `page`, `perPage`, `sort`). */
export const LISTING_TEMPLATES: ReadonlySet<TemplateName> = new Set([
  'product_listing',
  'category_listing',
  'general_product_listing',
  'extranet_category_listing',
  'extranet_general_product_listing',
  'extranet_product_listing',
]);

export function isTemplateName(name: unknown): name is TemplateName {
  return typeof name === 'string' && TEMPLATE_SET.has(name);
}
