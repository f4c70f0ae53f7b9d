import { describe, expect, it } from 'vitest';
import { blockAssetFileName, blockChunkFileName } from './block-file-names';

describe('block file names (decisions 0953, 0966)', () => {
  it('names a block chunk after its block, any other chunk as Vite does', () => {
    expect(blockChunkFileName({ facadeModuleId: '/repo/libs/blocks/src/blocks/products_carousel/block.ts' })).toBe('assets/ProductsCarousel-[hash].js');
    expect(blockChunkFileName({ facadeModuleId: '/repo/libs/blocks/src/templates/page/PageTemplate.tsx' })).toBe('assets/[name]-[hash].js');
    expect(blockChunkFileName({ facadeModuleId: null })).toBe('assets/[name]-[hash].js');
  });

  it("names a block chunk's stylesheet after its block, as Vite 6 describes it (names, originalFileNames)", () => {
    expect(blockAssetFileName({ names: ['block.css'], originalFileNames: ['../../libs/blocks/src/blocks/small_banner/block.ts'] })).toBe(
      'assets/SmallBanner-[hash][extname]',
    );
    expect(blockAssetFileName({ names: ['block.css'], originalFileNames: ['..\\..\\libs\\blocks\\src\\editorial_hero_fixed_ratio\\block.ts'] })).toBe(
      'assets/EditorialHeroFixedRatio-[hash][extname]',
    );
  });

  it('leaves other stylesheets and assets to Vite', () => {
    expect(blockAssetFileName({ names: ['PageTemplate.css'], originalFileNames: ['../../libs/blocks/src/templates/page/PageTemplate.tsx'] })).toBe(
      'assets/[name]-[hash][extname]',
    );
    expect(blockAssetFileName({ names: ['logo.svg'], originalFileNames: ['../../libs/blocks/src/blocks/small_banner/block.ts'] })).toBe(
      'assets/[name]-[hash][extname]',
    );
    expect(blockAssetFileName({ names: [], originalFileNames: [] })).toBe('assets/[name]-[hash][extname]');
  });
});
