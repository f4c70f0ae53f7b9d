import { LAYOUT_NAMES } from '@silca/ui/layout-names';
import { z } from 'zod';
import { accessRolesField, assetSchema, blokBaseSchema, bloksFieldSchema, optionalText } from '../../core/schema/common';

/**
 * Layouts of docs/requirements/pages.md#layouts an editor may pick for a page: the layout names of libs/ui (the same
 * ids as the route table's layouts). Storyblok option values may use `_` for `-`.
 */
export const PAGE_LAYOUTS = LAYOUT_NAMES;

/**
 * `page` content type (docs/content-model.md): home and generic pages.
 * `title`, `seo_title?`, `seo_description?`, `layout?` (one of PAGE_LAYOUTS), `body: blok[]`,
 * `roles?` (extranet folder start pages: who may see the folder, decision 0860), `image?` (the
 * page's card image where pages_sorting links it, e.g. the extranet home's sections).
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
