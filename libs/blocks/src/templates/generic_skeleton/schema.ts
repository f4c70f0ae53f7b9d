import type { z } from 'zod';
import { bodyPageSchema } from '../../shared/bodyPageSchema';

/** `generic_skeleton` content type (docs/requirements/pages.md#content-blocks): `title`, `intro?`, `seo_title?`, `seo_description?`, `body: blok[]`. */
export const genericSkeletonSchema = bodyPageSchema('generic_skeleton');

export type GenericSkeletonContent = z.output<typeof genericSkeletonSchema>;
