/**
 * `@silca/blocks/content`: the content contract of the blocks and templates without their
 * components (decision 0953): the zod schemas, the template list, the server-side validation
 * (`normalizeStoryContent`, `hasRenderableContent`, `validateStory`) and the relation fields.
 * It loads no React component and no CSS, so the HTTP server, scripts and tools import it in
 * plain Node; the browser never needs it (the server sends content already parsed, decision 0781).
 */
export { BLOCK_RELATIONS, blockSchemas } from './core/registry/block-schemas';
export { EXTRANET_TEMPLATES, isTemplateName, LISTING_TEMPLATES, TEMPLATE_NAMES, type TemplateName } from './core/registry/template-names';
export { templateSchemas, validateStory, type StoryValidation } from './core/registry/template-schemas';
export { contentSchemas } from './core/registry/content-schemas';
export type { ContentSchemas } from './core/context';
export { hasRenderableContent, INVALID_BLOK, normalizeStoryContent, UNKNOWN_BLOK, type ContentIssue, type NormalizedContent } from './core/normalize';
