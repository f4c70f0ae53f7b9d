/**
 * The template registry: content type (story `content.component`) -> page template
 * (SPEC.md 2.4 "page templates the content service can select").
 */
import type { ComponentType } from 'react';
import type { z } from 'zod';
import { AthleteTemplate } from '../athlete/AthleteTemplate';
import { athleteSchema } from '../athlete/schema';
import { CategoryListingTemplate } from '../category_listing/CategoryListingTemplate';
import { categoryListingSchema } from '../category_listing/schema';
import { CookieConsentTemplate } from '../cookie_consent/CookieConsentTemplate';
import { cookieConsentSchema } from '../cookie_consent/schema';
import { formatIssues } from '../core/issues';
import type { TemplateBaseProps } from '../core/template';
import { DownloadsSkeletonTemplate } from '../downloads_skeleton/DownloadsSkeletonTemplate';
import { downloadsSkeletonSchema } from '../downloads_skeleton/schema';
import { EventTemplate } from '../event/EventTemplate';
import { eventSchema } from '../event/schema';
import { ExtranetCategoryListingTemplate } from '../extranet_category_listing/ExtranetCategoryListingTemplate';
import { extranetCategoryListingSchema } from '../extranet_category_listing/schema';
import { ExtranetGeneralProductListingTemplate } from '../extranet_general_product_listing/ExtranetGeneralProductListingTemplate';
import { extranetGeneralProductListingSchema } from '../extranet_general_product_listing/schema';
import { ExtranetProductDetailTemplate } from '../extranet_product_detail/ExtranetProductDetailTemplate';
import { extranetProductDetailSchema } from '../extranet_product_detail/schema';
import { ExtranetProductListingTemplate } from '../extranet_product_listing/ExtranetProductListingTemplate';
import { extranetProductListingSchema } from '../extranet_product_listing/schema';
import { ForbiddenTemplate } from '../forbidden/ForbiddenTemplate';
import { forbiddenSchema } from '../forbidden/schema';
import { GeneralProductListingTemplate } from '../general_product_listing/GeneralProductListingTemplate';
import { generalProductListingSchema } from '../general_product_listing/schema';
import { GenericErrorTemplate } from '../generic_error/GenericErrorTemplate';
import { genericErrorSchema } from '../generic_error/schema';
import { GenericSkeletonTemplate } from '../generic_skeleton/GenericSkeletonTemplate';
import { genericSkeletonSchema } from '../generic_skeleton/schema';
import { LandingPageTemplate } from '../landing_page/LandingPageTemplate';
import { landingPageSchema } from '../landing_page/schema';
import { NewsArticleTemplate } from '../news_article/NewsArticleTemplate';
import { newsArticleSchema } from '../news_article/schema';
import { NotFoundTemplate } from '../not_found/NotFoundTemplate';
import { notFoundSchema } from '../not_found/schema';
import { PageTemplate } from '../page/PageTemplate';
import { pageSchema } from '../page/schema';
import { PhotoAlbumTemplate } from '../photo_album/PhotoAlbumTemplate';
import { photoAlbumSchema } from '../photo_album/schema';
import { ProductDetailTemplate } from '../product_detail/ProductDetailTemplate';
import { productDetailSchema } from '../product_detail/schema';
import { ProductListingTemplate } from '../product_listing/ProductListingTemplate';
import { productListingSchema } from '../product_listing/schema';
import { ProductResourceTemplate } from '../product_resource/ProductResourceTemplate';
import { productResourceSchema } from '../product_resource/schema';
import { ShopTemplate } from '../shop/ShopTemplate';
import { shopSchema } from '../shop/schema';
import { ThankYouPageTemplate } from '../thank_you_page/ThankYouPageTemplate';
import { thankYouPageSchema } from '../thank_you_page/schema';
import { UnauthorizedTemplate } from '../unauthorized/UnauthorizedTemplate';
import { unauthorizedSchema } from '../unauthorized/schema';

/**
 * Content type -> template component. Every template takes `{ story, rels?, ...data }`;
 * the extra data of each is documented in its folder (listings need `products`, `total`,
 * `page`, `perPage`, `sort`; error screens take `currentPath`/`isExtranet`/`homeHref`).
 */
export const templateRegistry = Object.freeze({
  page: PageTemplate,
  product_detail: ProductDetailTemplate,
  product_listing: ProductListingTemplate,
  category_listing: CategoryListingTemplate,
  general_product_listing: GeneralProductListingTemplate,
  extranet_category_listing: ExtranetCategoryListingTemplate,
  extranet_product_detail: ExtranetProductDetailTemplate,
  extranet_general_product_listing: ExtranetGeneralProductListingTemplate,
  extranet_product_listing: ExtranetProductListingTemplate,
  landing_page: LandingPageTemplate,
  product_resource: ProductResourceTemplate,
  downloads_skeleton: DownloadsSkeletonTemplate,
  generic_skeleton: GenericSkeletonTemplate,
  cookie_consent: CookieConsentTemplate,
  thank_you_page: ThankYouPageTemplate,
  news_article: NewsArticleTemplate,
  event: EventTemplate,
  forbidden: ForbiddenTemplate,
  generic_error: GenericErrorTemplate,
  not_found: NotFoundTemplate,
  unauthorized: UnauthorizedTemplate,
  athlete: AthleteTemplate,
  photo_album: PhotoAlbumTemplate,
  shop: ShopTemplate,
}) satisfies Readonly<Record<string, ComponentType<never>>>;

/** A content type with a template. */
export type TemplateName = keyof typeof templateRegistry;

/** Content type -> zod schema of the story content. */
export const templateSchemas: Readonly<Record<TemplateName, z.ZodType>> = Object.freeze({
  page: pageSchema,
  product_detail: productDetailSchema,
  product_listing: productListingSchema,
  category_listing: categoryListingSchema,
  general_product_listing: generalProductListingSchema,
  extranet_category_listing: extranetCategoryListingSchema,
  extranet_product_detail: extranetProductDetailSchema,
  extranet_general_product_listing: extranetGeneralProductListingSchema,
  extranet_product_listing: extranetProductListingSchema,
  landing_page: landingPageSchema,
  product_resource: productResourceSchema,
  downloads_skeleton: downloadsSkeletonSchema,
  generic_skeleton: genericSkeletonSchema,
  cookie_consent: cookieConsentSchema,
  thank_you_page: thankYouPageSchema,
  news_article: newsArticleSchema,
  event: eventSchema,
  forbidden: forbiddenSchema,
  generic_error: genericErrorSchema,
  not_found: notFoundSchema,
  unauthorized: unauthorizedSchema,
  athlete: athleteSchema,
  photo_album: photoAlbumSchema,
  shop: shopSchema,
});

/** Content types that are partner-only (DESIGN.md 5: never public, never indexed, private caching). */
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
  return typeof name === 'string' && Object.hasOwn(templateRegistry, name);
}

/** Result of `validateStory`. */
export type StoryValidation =
  | { ok: true; template: TemplateName }
  | { ok: false; reason: 'unknown-template' | 'invalid-content'; component: string; message: string };

/**
 * Checks, before rendering, that a story has a template and that its content matches the
 * template's schema, so the site can answer with an error page and status instead of an
 * empty page. Never throws.
 */
export function validateStory(story: Pick<TemplateBaseProps['story'], 'content'> | null | undefined): StoryValidation {
  const component = typeof story?.content?.component === 'string' ? story.content.component : '';
  if (!isTemplateName(component)) {
    return { ok: false, reason: 'unknown-template', component, message: `no template for content type "${component}"` };
  }
  const parsed = templateSchemas[component].safeParse(story?.content);
  if (!parsed.success) {
    return { ok: false, reason: 'invalid-content', component, message: formatIssues(parsed.error.issues) };
  }
  return { ok: true, template: component };
}
