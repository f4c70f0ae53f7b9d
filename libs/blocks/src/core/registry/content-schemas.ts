/** Every schema as `BlocksProvider`'s `schemas` (decision 0964). Imports zod: never from an eagerly loaded browser module. */
import type { ContentSchemas } from '../context';
import { blockSchemas } from './block-schemas';
import { templateSchemas } from './template-schemas';

export const contentSchemas: ContentSchemas = Object.freeze({ blocks: blockSchemas, templates: templateSchemas });
