/**
 * Content type -> story content schema, apart from the template registry so the browser downloads no schemas
 * (docs/requirements/performance.md#code-loaded-when-wanted, decision 0560).
 */
import type { z } from 'zod';
import { formatIssues } from '../issues';
import type { TemplateBaseProps } from '../template';
import { pageSchema } from '../../templates/page/schema';
import { productDetailSchema } from '../../templates/product_detail/schema';
import { productListingSchema } from '../../templates/product_listing/schema';
import { categoryListingSchema } from '../../templates/category_listing/schema';
import { generalProductListingSchema } from '../../templates/general_product_listing/schema';
import { extranetCategoryListingSchema } from '../../templates/extranet_category_listing/schema';
import { extranetProductDetailSchema } from '../../templates/extranet_product_detail/schema';
import { extranetGeneralProductListingSchema } from '../../templates/extranet_general_product_listing/schema';
import { extranetProductListingSchema } from '../../templates/extranet_product_listing/schema';
import { landingPageSchema } from '../../templates/landing_page/schema';
import { productResourceSchema } from '../../templates/product_resource/schema';
import { downloadsSkeletonSchema } from '../../templates/downloads_skeleton/schema';
import { genericSkeletonSchema } from '../../templates/generic_skeleton/schema';
import { cookieConsentSchema } from '../../templates/cookie_consent/schema';
import { thankYouPageSchema } from '../../templates/thank_you_page/schema';
import { newsArticleSchema } from '../../templates/news_article/schema';
import { eventSchema } from '../../templates/event/schema';
import { forbiddenSchema } from '../../templates/forbidden/schema';
import { genericErrorSchema } from '../../templates/generic_error/schema';
import { notFoundSchema } from '../../templates/not_found/schema';
import { unauthorizedSchema } from '../../templates/unauthorized/schema';
import { athleteSchema } from '../../templates/athlete/schema';
import { photoAlbumSchema } from '../../templates/photo_album/schema';
import { shopSchema } from '../../templates/shop/schema';
import { isTemplateName, type TemplateName } from './template-names';

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

export type StoryValidation =
  { ok: true; template: TemplateName } | { ok: false; reason: 'unknown-template' | 'invalid-content'; component: string; message: string };

/** Whether a story has a template and content matching its schema, so the site answers an error page, not an empty one. Never throws. */
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
