import type { z } from 'zod';
import { bodyPageSchema } from '../../shared/bodyPageSchema';

/** `downloads_skeleton` content type (docs/requirements/pages.md#content-blocks): `title`, `intro?`, `seo_title?`, `seo_description?`, `body: blok[]`. */
export const downloadsSkeletonSchema = bodyPageSchema('downloads_skeleton');

export type DownloadsSkeletonContent = z.output<typeof downloadsSkeletonSchema>;
