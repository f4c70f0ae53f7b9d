/**
 * @silca/stand-in-storyblok: the embedded Storyblok Content Delivery API v2 over `content/`
 * (docs/requirements/architecture.md#embedded-services, docs/requirements/architecture.md#stand-in-contracts),
 * its space reader and the space validator of `npm run content:validate`. A development and test
 * double: production libraries never import it (lint).
 */
export { startLocalServer, type LocalServer, type LocalServerOptions } from './server';
export { createAssetHandler, resolveAssetPath, type AssetHandler } from './assets';
export { parseImageParams, ImageParamError, MAX_IMAGE_SIDE, type ImageParams } from './image-params';
export { validateSpace, formatProblem, needsAllLocales, type ValidationProblem, type ValidateOptions } from './tools/validate';
export { Store as EmbeddedSpace } from './store';
export { storyblokStandIn } from './stand-in';
