/**
 * @silca/blocks: content blocks and page templates by Storyblok component name; data as props, links through `@silca/ui`, strings through
 * react-i18next (docs/requirements/architecture.md#dependency-direction).
 */
export { Blok, BlokList, type BlokListProps, type BlokProps } from './core/Blok';
export {
  BlocksProvider,
  resolveRelations,
  useBlocksContext,
  type BlocksContextValue,
  type BlocksProviderProps,
  type BlokCollection,
  type FormState,
  type FormSubmissionResult,
  type RelsLookup,
} from './core/context';
export { defineBlock, type BlockDefinition, type BlockProps } from './core/define';
export { editableAttributes, type EditableAttributes } from './core/editable';
export { HERO_COMPONENTS, startsWithHero, useBlokPosition, useIsFirstBlok, type BlokPosition } from './core/position';
export { leadImageOf, type LeadImage } from './core/lead-image';
export type { TemplateBaseProps } from './core/template';
export { BLOCK_RELATIONS, blockSchemas } from './core/registry/block-schemas';
export { automaticQueries, automaticQuery, useCollection, type AutomaticQuery, type StoriesQuery } from './core/collections';
export { DOWNLOADS_ACTION } from './blocks/downloadable_list/DownloadableList';
export { noneSelectedAnchor } from './shared/ZipDownloadForm';
export { FORM_FIELD_TYPES } from './blocks/custom_form/field-types';
export { EXTRANET_TEMPLATES, isTemplateName, LISTING_TEMPLATES, templateRegistry, type LazyTemplate, type TemplateName } from './core/registry/templates';
export { templateSchemas, validateStory, type StoryValidation } from './core/registry/template-schemas';
export { componentsIn, preloadAll, preloadBlocks, preloadStory } from './core/registry/preload';
export { lazyBlocks } from './core/registry/lazy-blocks';
export { lazyEntry, readLazy, type LazyEntry } from './core/lazy';
export { RichText, type RichTextProps } from './core/rich-text-renderer/RichText';
export { checkImageOptions, type RichTextImageOptions } from './core/rich-text-renderer/imageOptions';
export { isEmptyDocument, richTextToPlainText } from './core/rich-text-renderer/nodes';
export { BLOCKS_LOCALES, BLOCKS_NAMESPACE, blocksResources, type BlocksLocale, type BlocksStringKey } from './core/i18n/resources';
export { ensureBlocksResources } from './core/i18n/ensureBlocksResources';
export { useBlocksTranslation } from './core/i18n/useBlocksTranslation';
export * from './core/schema/common';
export { PRODUCTS_CAROUSEL_RELATIONS } from './blocks/products_carousel/relations';
export { LISTING_SORTS, type ListingSort } from './templates/product_listing/sorts';
export type { PageTemplateProps } from './templates/page/PageTemplate';
export type { ProductDetailTemplateProps } from './templates/product_detail/ProductDetailTemplate';
export type { ProductListingTemplateProps } from './templates/product_listing/ProductListingTemplate';
export { errorBackHref, type ErrorTemplateProps } from './shared/ErrorScreen';
export { InvalidContent } from './shared/InvalidContent';
export { UNAUTHORIZED_LAYOUT } from './templates/unauthorized/UnauthorizedTemplate';
export { PAGE_LAYOUTS } from './templates/page/schema';
export { EVENT_STATUSES, type EventStatus } from './templates/event/statuses';
export type { ListingDataProps } from './shared/ProductListingView';
export { hasRenderableContent, normalizeStoryContent, INVALID_BLOK, UNKNOWN_BLOK, type ContentIssue, type NormalizedContent } from './core/normalize';
export { routeRuleSchema, routeRulesSchema, type RouteRuleBlok } from './templates/route_rules/schema';
