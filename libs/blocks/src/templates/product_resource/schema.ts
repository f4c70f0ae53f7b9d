import { z } from 'zod';
import { assetSchema, blokBaseSchema, bloksFieldSchema, optionalText, richtextSchema } from '../../core/schema/common';
import { storyblokDateSchema } from '../product_detail/schema';

/**
 * `product_resource` content type: a resource page (bulletin, catalogue, sales-agent material,
 * docs/requirements/product.md#markets-and-locales, docs/requirements/urls.md#public-routes /resources/...): `title`, `date?`, `description?` (rich text), `image?`,
 * `files: asset[]`, `body: blok[]`.
 */
export const productResourceSchema = blokBaseSchema.extend({
  component: z.literal('product_resource'),
  title: z.string().min(1),
  category: optionalText,
  date: storyblokDateSchema,
  description: richtextSchema.optional(),
  image: assetSchema.nullable().optional(),
  files: z
    .array(assetSchema)
    .nullable()
    .optional()
    .transform((value) => value ?? []),
  body: bloksFieldSchema,
});

export type ProductResourceContent = z.output<typeof productResourceSchema>;
