/**
 * The template registry: content type (story `content.component`) -> page template
 * (SPEC.md 2.4 "page templates the content service can select").
 */
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { TemplateBaseProps } from '../core/template';
import { formatIssues } from '../core/issues';
import { PageTemplate } from '../page/PageTemplate';
import { pageSchema } from '../page/schema';
import { ProductDetailTemplate } from '../product_detail/ProductDetailTemplate';
import { productDetailSchema } from '../product_detail/schema';
import { ProductListingTemplate } from '../product_listing/ProductListingTemplate';
import { productListingSchema } from '../product_listing/schema';

/**
 * Content type -> template component. Every template takes `{ story, rels?, ...data }`;
 * the extra data of each is documented in its folder's README.md (e.g. product_listing needs
 * `products`, `total`, `page`, `perPage`, `sort`).
 */
export const templateRegistry = Object.freeze({
  page: PageTemplate,
  product_detail: ProductDetailTemplate,
  product_listing: ProductListingTemplate,
}) satisfies Readonly<Record<string, ComponentType<never>>>;

/** A content type with a template. */
export type TemplateName = keyof typeof templateRegistry;

/** Content type -> zod schema of the story content. */
export const templateSchemas: Readonly<Record<TemplateName, z.ZodType>> = Object.freeze({
  page: pageSchema,
  product_detail: productDetailSchema,
  product_listing: productListingSchema,
});

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
