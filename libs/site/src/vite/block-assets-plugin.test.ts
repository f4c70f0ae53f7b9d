import { describe, expect, it } from 'vitest';
import { SEARCH_VIEW_ASSETS, lazyComponentOf } from './block-assets-plugin';

// The server links each block's stylesheet from block-assets.json by component name: a key that is
// a folder of the layout ("blocks", "templates") leaves every server-rendered page unstyled.
describe('lazyComponentOf', () => {
  it('names blocks and templates by their folder, whatever file of it', () => {
    expect(lazyComponentOf('/repo/libs/blocks/src/blocks/editorial_hero/block.ts')).toBe('editorial_hero');
    expect(lazyComponentOf('/repo/libs/blocks/src/blocks/small_banner/SmallBanner.tsx')).toBe('small_banner');
    expect(lazyComponentOf('/repo/libs/blocks/src/templates/category_listing/CategoryListing.tsx')).toBe('category_listing');
  });

  it('names the site search views and nothing else', () => {
    expect(lazyComponentOf('/repo/libs/site/src/search/search-view.tsx')).toBe(SEARCH_VIEW_ASSETS);
    expect(lazyComponentOf('/repo/libs/blocks/src/core/registry/block-schemas.ts')).toBeNull();
    expect(lazyComponentOf('/repo/libs/blocks/src/shared/media.ts')).toBeNull();
    expect(lazyComponentOf('/repo/libs/ui/src/image/Image.tsx')).toBeNull();
  });
});
