import { z } from 'zod';
import { blokBaseSchema, bloksFieldSchema, optionalText } from '../schema/common';

/** Layouts of SPEC.md 2.4 an editor may pick for a page (the site maps them to route layouts). */
export const PAGE_LAYOUTS = [
  'default',
  'empty',
  'extranet',
  'extranet_with_pre_footer',
  'with_pre_footer',
  'simple_landing',
  'custom_landing',
] as const;

/**
 * `page` content type (docs/content-model.md): home and generic pages.
 * `title`, `seo_title?`, `seo_description?`, `layout?` (one of PAGE_LAYOUTS), `body: blok[]`.
 */
export const pageSchema = blokBaseSchema.extend({
  component: z.literal('page'),
  title: z.string().min(1),
  seo_title: optionalText,
  seo_description: optionalText,
  layout: z
    .union([z.enum(PAGE_LAYOUTS), z.literal(''), z.null()])
    .optional()
    .transform((value) => (value ? value : undefined)),
  body: bloksFieldSchema,
});

export type PageContent = z.output<typeof pageSchema>;
