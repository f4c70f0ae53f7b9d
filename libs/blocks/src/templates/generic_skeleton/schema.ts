import type { z } from 'zod';
import { bodyPageSchema } from '../../shared/bodyPageSchema';

/** `generic_skeleton` (docs/requirements/pages.md#page-templates): a body page. */
export const genericSkeletonSchema = bodyPageSchema('generic_skeleton');

export type GenericSkeletonContent = z.output<typeof genericSkeletonSchema>;
