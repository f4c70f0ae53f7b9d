/**
 * @silca/blocks: the content blocks and page templates of the Silca site, keyed by Storyblok
 * component name (docs/requirements/architecture.md#workspace-layout). Data arrives as props, links through `@silca/ui`'s
 * LinkProvider, strings through react-i18next (namespace `blocks`).
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
export { BLOCK_RELATIONS, blockSchemas } from './registry/block-schemas';
export { automaticQueries, automaticQuery, useCollection, type AutomaticQuery, type StoriesQuery } from './core/collections';
export { DOWNLOADS_ACTION } from './downloadable_list/DownloadableList';
export { noneSelectedAnchor } from './shared/ZipDownloadForm';
export { FORM_FIELD_TYPES } from './custom_form/field-types';
export {
  EXTRANET_TEMPLATES,
  isTemplateName,
  LISTING_TEMPLATES,
  templateRegistry,
  type LazyTemplate,
  type TemplateName,
} from './registry/templates';
export { templateSchemas, validateStory, type StoryValidation } from './registry/template-schemas';
export { componentsIn, preloadAll, preloadBlocks, preloadStory } from './registry/preload';
export { lazyBlocks } from './registry/lazy-blocks';
export { lazyEntry, readLazy, type LazyEntry } from './core/lazy';
export { RichText, type RichTextProps } from './rich-text/RichText';
export { checkImageOptions, type RichTextImageOptions } from './rich-text/imageOptions';
export { isEmptyDocument, richTextToPlainText } from './rich-text/nodes';
export { BLOCKS_LOCALES, BLOCKS_NAMESPACE, blocksResources, type BlocksLocale, type BlocksStringKey } from './i18n/resources';
export { ensureBlocksResources } from './i18n/ensureBlocksResources';
export { useBlocksTranslation } from './i18n/useBlocksTranslation';
export * from './schema/common';
export { PRODUCTS_CAROUSEL_RELATIONS } from './products_carousel/relations';
export { LISTING_SORTS, type ListingSort } from './product_listing/sorts';
export type { PageTemplateProps } from './page/PageTemplate';
export type { ProductDetailTemplateProps } from './product_detail/ProductDetailTemplate';
export type { ProductListingTemplateProps } from './product_listing/ProductListingTemplate';
export { errorBackHref, type ErrorTemplateProps } from './shared/ErrorScreen';
export { InvalidContent } from './shared/InvalidContent';
export { UNAUTHORIZED_LAYOUT } from './unauthorized/UnauthorizedTemplate';
export { PAGE_LAYOUTS } from './page/schema';
export { EVENT_STATUSES, type EventStatus } from './event/statuses';
export type { ListingDataProps } from './shared/ProductListingView';
export { hasRenderableContent, normalizeStoryContent, INVALID_BLOK, UNKNOWN_BLOK, type ContentIssue, type NormalizedContent } from './core/normalize';
export { routeRuleSchema, routeRulesSchema, type RouteRuleBlok } from './route_rules/schema';
