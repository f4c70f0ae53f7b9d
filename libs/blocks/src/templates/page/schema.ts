import { LAYOUT_NAMES } from '@silca/ui/layout-names';
import { z } from 'zod';
import { accessRolesField, assetSchema, blokBaseSchema, bloksFieldSchema, optionalText } from '../../core/schema/common';

/** Layouts an editor may pick (docs/requirements/pages.md#layouts); Storyblok values may use `_` for `-`. */
export const PAGE_LAYOUTS = LAYOUT_NAMES;

/**
 * `page` (home, generic pages): `title`, `seo_title?`, `seo_description?`, `layout?`, `body`, `roles?` (decision 0860), `image?` (its card
 * image).
 */
export const pageSchema = blokBaseSchema.extend({
  component: z.literal('page'),
  title: z.string().min(1),
  seo_title: optionalText,
  seo_description: optionalText,
  layout: z
    .union([
      z
        .string()
        .transform((v) => v.replace(/_/g, '-'))
        .pipe(z.enum(PAGE_LAYOUTS)),
      z.literal(''),
      z.null(),
    ])
    .optional()
    .transform((value) => (value ? value : undefined)),
  body: bloksFieldSchema,
  roles: accessRolesField,
  image: assetSchema.nullable().optional(),
});

export type PageContent = z.output<typeof pageSchema>;
