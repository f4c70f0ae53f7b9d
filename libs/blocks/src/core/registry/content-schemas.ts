/**
 * The schemas of every block and template, in the shape `BlocksProvider`'s `schemas` takes
 * (decision 0964): what a render parses with when the server did not (tests, Storybook, the
 * visual editor's live edits). Imports zod: never from a module the browser loads eagerly.
 */
import type { ContentSchemas } from '../context';
import { blockSchemas } from './block-schemas';
import { templateSchemas } from './template-schemas';

/** `{ blocks: blockSchemas, templates: templateSchemas }`. */
export const contentSchemas: ContentSchemas = Object.freeze({ blocks: blockSchemas, templates: templateSchemas });
