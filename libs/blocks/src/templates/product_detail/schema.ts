import { z } from 'zod';
import { assetSchema, blokBaseSchema, bloksFieldSchema, optionalText, richtextSchema, storySchema } from '../../core/schema/common';

/** One row of a product's technical data table: `{ _uid, component: "technical_data_row", label, value }`. */
export const technicalDataRowSchema = blokBaseSchema.extend({
  component: z.literal('technical_data_row'),
  label: z.string(),
  value: z.string(),
});

/** `"YYYY-MM-DD HH:mm"` UTC; `""` means unset. */
export const storyblokDateSchema = z
  .union([z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'expected "YYYY-MM-DD HH:mm"'), z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : undefined));

/** Missing or null: no files. */
const assetsField = z
  .array(assetSchema)
  .nullable()
  .optional()
  .transform((value) => value ?? []);

/**
 * `product_detail`, the product of docs/requirements/content.md#entities (`category` a uuid or the resolved story), plus `seo_description?`
 * and `body` bloks.
 */
export const productDetailSchema = productSchemaFor('product_detail');

/** The product fields under a content type (`product_detail`, `extranet_product_detail`). */
export function productSchemaFor<const C extends string>(component: C) {
  return blokBaseSchema.extend({
    component: z.literal(component),
    name: z.string().min(1),
    category_name: optionalText,
    type: optionalText,
    category: z.union([z.string(), storySchema]).nullable().optional(),
    details: richtextSchema.optional(),
    features: richtextSchema.optional(),
    technical_data: z
      .array(technicalDataRowSchema)
      .nullable()
      .optional()
      .transform((value) => value ?? []),
    functionality: richtextSchema.optional(),
    application: richtextSchema.optional(),
    references: optionalText,
    downloads: assetsField,
    images: assetsField,
    files: assetsField,
    update_date: storyblokDateSchema,
    seo_description: optionalText,
    body: bloksFieldSchema.optional(),
  });
}

export type ProductDetailContent = z.output<typeof productDetailSchema>;
