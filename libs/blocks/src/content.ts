/**
 * `@silca/blocks/content`: schemas, template list, server-side validation and relation fields without components or CSS (decision 0953),
 * for plain Node; the browser gets parsed content (decision 0781).
 */
export { BLOCK_RELATIONS, blockSchemas } from './core/registry/block-schemas';
export { EXTRANET_TEMPLATES, isTemplateName, LISTING_TEMPLATES, TEMPLATE_NAMES, type TemplateName } from './core/registry/template-names';
export { templateSchemas, validateStory, type StoryValidation } from './core/registry/template-schemas';
export { contentSchemas } from './core/registry/content-schemas';
export type { ContentSchemas } from './core/context';
export { hasRenderableContent, INVALID_BLOK, normalizeStoryContent, UNKNOWN_BLOK, type ContentIssue, type NormalizedContent } from './core/normalize';
