/**
 * File names of the blocks' chunks and stylesheets in the site's builds (decisions 0953, 0966): a
 * block's JS and CSS take the block's name, so what a page loads can be read from the network
 * panel and is asserted by name in e2e/performance/lean-js.
 */
import type { Rollup } from 'vite';

/** `.../<block_folder>/block.ts` -> `BlockFolder` (PascalCase), or null for any other module. */
function blockNameOf(moduleId: string | null | undefined): string | null {
  const folder = /[\\/]([a-z0-9_]+)[\\/]block\.tsx?$/.exec(moduleId ?? '')?.[1];
  return folder
    ? folder
        .split('_')
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join('')
    : null;
}

/**
 * Rollup's `chunkFileNames` for the site's builds: a chunk whose entry is a block definition
 * (`.../<block_folder>/block.ts`) is named after the block in PascalCase
 * (`products_carousel` -> `assets/ProductsCarousel-[hash].js`); every other chunk keeps Vite's
 * default `assets/[name]-[hash].js`.
 */
export function blockChunkFileName(chunk: { facadeModuleId: string | null }): string {
  const name = blockNameOf(chunk.facadeModuleId);
  return name ? `assets/${name}-[hash].js` : 'assets/[name]-[hash].js';
}

/**
 * Rollup's `assetFileNames` for the site's builds: the stylesheet Vite extracts from a block's
 * chunk is named like the chunk (`assets/ProductsCarousel-[hash].css`, not `block-[hash].css`).
 * Vite 6 emits a chunk's CSS with `names: ['<chunk name>.css']` and `originalFileNames: [the
 * chunk's entry module, relative to the root]`, so the block is read from the latter. Every other
 * asset keeps Vite's default `assets/[name]-[hash][extname]`.
 */
export function blockAssetFileName(asset: Pick<Rollup.PreRenderedAsset, 'names' | 'originalFileNames'>): string {
  const isCss = asset.names.some((name) => name.endsWith('.css'));
  const name = isCss ? asset.originalFileNames.map(blockNameOf).find((found) => found !== null) : undefined;
  return name ? `assets/${name}-[hash][extname]` : 'assets/[name]-[hash][extname]';
}
