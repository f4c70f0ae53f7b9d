/**
 * @silca/content: the one door to content (docs/requirements/architecture.md#request-path, docs/requirements/content.md#space-layout, docs/requirements/architecture.md#embedded-services, docs/requirements/content.md#content-cache).
 * Loaders use `startContentBackend` once at server start, then `backend.service`.
 */
export {
  readContentConfig,
  findContentDir,
  ContentConfigError,
  LOCAL_PUBLIC_TOKEN,
  LOCAL_PREVIEW_TOKEN,
  LOCAL_WEBHOOK_SECRET,
  DEFAULT_LOCAL_PORT,
  DEFAULT_BRIDGE_URL,
  STORYBLOK_REGIONS,
  type ContentConfig,
  type EnvLike,
  type StoryblokRegion,
} from './config';
export { storyDefaultPath, storyDisplayName } from './story-path';
export { checkSpace, REQUIRED_DATASOURCES, REQUIRED_STORIES, type SpaceProblem } from './space-check';
export { ContentUnavailableError, isContentUnavailableError } from './errors';
export type {
  Blok,
  Story,
  StoryAlternate,
  StoryResult,
  StoryList,
  TranslatedSlug,
  ContentService,
  ContentVersion,
  GetStoryOptions,
  FindStoryOptions,
  ListStoriesOptions,
} from './types';
export { startContentBackend, type AssetHandler, type ContentBackend, type ContentStandIn, type ContentStandInStarter, type StartContentBackendOptions } from './client/backend';
export {
  StoryblokContentService,
  DEFAULT_LANGUAGE,
  EXTRANET_PREFIX,
  SIGNED_URL_REUSE_MS,
  PrivateAssetsUnconfiguredError,
  type StorySlugIndex,
} from './client/service';
export { DEFAULT_UPSTREAM_LIMITS, type UpstreamLimits } from './client/upstream-limits';
export { isSafeSegment } from './client/safe-segment';
export { ASSET_URL_START, LOCAL_ASSET_TOKEN, SIGNED_URL_TTL_S, assetHostFor, isAssetPath, signAssetPath, verifyAssetSignature, type SignatureCheck } from './private-assets';
export { createRequestScope, markRequestSpeculative, type RequestScope } from './client/request-scope';
export { contentForRequest } from './client/request-view';
export { UpstreamGate, GateRefusedError, type RefusalReason } from './client/gate';
export { SharedLoad } from './client/shared-load';
export { CircuitBreaker } from './client/breaker';
export { ContentRequestError } from './client/upstream-error';
export { CONTENT_CLIENT_LIMITS, createStoryblokClient } from './client/storyblok';
export { ResponseCache, cacheKey } from './client/cache';
export { canonicalPathFor, checkStorySlugs, storySegments, localesOfSegment, type SlugCheck } from './canonical';
export { getCustomLanding, CustomLandingError, CUSTOM_LANDING_ERROR_MESSAGE, CUSTOM_LANDING_FOLDER } from './landing';
export { isPreviewRequest, previewContext, previewQuery, PREVIEW_TOKEN_MAX_AGE_S, type PreviewContext } from './preview';
export {
  handleStoryblokWebhook,
  planInvalidation,
  verifyWebhookSignature,
  webhookEventSchema,
  type WebhookEvent,
  type WebhookTarget,
} from './webhook';
export { hasControlChars } from './text';
export {
  AccessMap,
  ANYONE,
  EDITOR_ROLE,
  MEMBER_ROLE,
  EXTRANET_ROOT,
  assetKey,
  isExtranetSlug,
  grantedRoles,
  mayView,
  ownRoles,
  recordRoles,
  rolesFilter,
  slugOf,
  type AccessRule,
  type ViewerRoles,
} from './access/policy';
export { loadAccessMap, AccessPolicy } from './access/load';
