import { z } from 'zod';
import { assetSchema, blokBaseSchema, bloksFieldSchema, optionalText, richtextSchema } from '../../core/schema/common';
import { storyblokDateSchema } from '../product_detail/schema';

/**
 * `product_resource` (bulletin, catalogue, sales material; `/resources/...`): `title`, `date?`, `description?`, `image?`, `files`, `body`.
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
