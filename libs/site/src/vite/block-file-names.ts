/** Blocks' chunks and stylesheets are named after the block (decisions 0953, 0966), as e2e/performance/lean-js asserts. */
import type { Rollup } from 'vite';

function blockNameOf(moduleId: string | null | undefined): string | null {
  const folder = /[\\/]([a-z0-9_]+)[\\/]block\.tsx?$/.exec(moduleId ?? '')?.[1];
  return folder
    ? folder
        .split('_')
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join('')
    : null;
}

/** `chunkFileNames`: a block definition's chunk is `assets/ProductsCarousel-[hash].js`, others Vite's default. */
export function blockChunkFileName(chunk: { facadeModuleId: string | null }): string {
  const name = blockNameOf(chunk.facadeModuleId);
  return name ? `assets/${name}-[hash].js` : 'assets/[name]-[hash].js';
}

/** A block chunk's CSS is named like the chunk (Vite 6's `originalFileNames`); others keep the default. */
export function blockAssetFileName(asset: Pick<Rollup.PreRenderedAsset, 'names' | 'originalFileNames'>): string {
  const isCss = asset.names.some((name) => name.endsWith('.css'));
  const name = isCss ? asset.originalFileNames.map(blockNameOf).find((found) => found !== null) : undefined;
  return name ? `assets/${name}-[hash][extname]` : 'assets/[name]-[hash][extname]';
}
