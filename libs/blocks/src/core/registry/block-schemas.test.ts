import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BLOCK_RELATIONS, blockSchemas } from './block-schemas';

describe('BLOCK_RELATIONS (decisions 0530, 0965)', () => {
  it('composes the relation fields each block declares in its folder, in the order the site requests them', () => {
    expect(BLOCK_RELATIONS).toEqual([
      'products_carousel.products',
      'categories_sorting_manual.categories',
      'pages_sorting.pages',
      'news_carousel.news',
      'product_hero.product',
    ]);
  });

  it('names, for each path, a registered block whose schema has that field', () => {
    for (const path of BLOCK_RELATIONS) {
      const [component, field, ...rest] = path.split('.');
      expect(rest, path).toEqual([]);
      const schema = blockSchemas[component!] as z.ZodObject | undefined;
      expect(schema, path).toBeDefined();
      expect(Object.keys(schema!.shape), path).toContain(field);
    }
  });
});
