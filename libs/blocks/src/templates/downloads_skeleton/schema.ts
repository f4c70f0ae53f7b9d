import type { z } from 'zod';
import { bodyPageSchema } from '../../shared/bodyPageSchema';

/** `downloads_skeleton` (docs/requirements/pages.md#page-templates): a body page. */
export const downloadsSkeletonSchema = bodyPageSchema('downloads_skeleton');

export type DownloadsSkeletonContent = z.output<typeof downloadsSkeletonSchema>;
