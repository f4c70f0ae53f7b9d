import { z } from 'zod';
import { assetSchema, blokBaseSchema, optionalText } from '../../core/schema/common';

/** One downloadable: `{ _uid, component: "downloadable_item", title, preview?, file_high, file_low? }`. */
export const downloadableItemSchema = blokBaseSchema.extend({
  component: z.literal('downloadable_item'),
  title: z.string().min(1),
  preview: assetSchema.nullable().optional(),
  file_high: assetSchema,
  file_low: assetSchema.nullable().optional(),
});

/** `downloadable_list`: `title?`, `items` (downloadable_item[]) (docs/requirements/pages.md#downloads). */
export const downloadableListSchema = blokBaseSchema.extend({
  component: z.literal('downloadable_list'),
  title: optionalText,
  items: z.array(downloadableItemSchema).default([]),
});

export type DownloadableListBlok = z.output<typeof downloadableListSchema>;
export type DownloadableItem = DownloadableListBlok['items'][number];
