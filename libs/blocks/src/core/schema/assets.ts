/**
 * Asset helpers the components use at render time, kept apart from the schemas (decision 0964):
 * a module a component imports must not import zod, or zod would reach the browser.
 */
import type { SbAsset } from './common';

/** True when an asset field actually holds a file (Storyblok sends empty assets as objects). */
export function hasAsset(asset: SbAsset | null | undefined): asset is SbAsset & { filename: string } {
  return Boolean(asset && typeof asset.filename === 'string' && asset.filename.trim() !== '');
}
