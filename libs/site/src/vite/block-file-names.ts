/**
 * Rollup's `chunkFileNames` for the site's builds: a chunk whose entry is a block definition
 * (`.../<block_folder>/block.ts`) is named after the block in PascalCase
 * (`products_carousel` -> `assets/ProductsCarousel-[hash].js`); every other chunk keeps Vite's
 * default `assets/[name]-[hash].js`.
 */
export function blockChunkFileName(chunk: { facadeModuleId: string | null }): string {
  const folder = /[\\/]([a-z0-9_]+)[\\/]block\.tsx?$/.exec(chunk.facadeModuleId ?? '')?.[1];
  if (!folder) return 'assets/[name]-[hash].js';
  return `assets/${folder.split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}-[hash].js`;
}
