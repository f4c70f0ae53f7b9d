/** Render-time asset helpers, apart from the schemas so components import no zod (decision 0964). */
import type { SbAsset } from './common';

/** True when an asset field holds a file (Storyblok sends empty assets as objects). */
export function hasAsset(asset: SbAsset | null | undefined): asset is SbAsset & { filename: string } {
  return Boolean(asset && typeof asset.filename === 'string' && asset.filename.trim() !== '');
}
