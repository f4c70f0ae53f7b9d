import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { kindOf } from './content-schema';
import { componentOf, loadBlockSchemas } from './content-schemas';

describe('content tools', () => {
  it('reads the component name of a block schema', () => {
    expect(componentOf(z.object({ _uid: z.string(), component: z.literal('hero') }))).toBe('hero');
    expect(componentOf(z.object({ component: z.string() }))).toBeNull();
    expect(componentOf(null)).toBeNull();
  });

  it('loads the schemas of libs/blocks/src/{blocks,templates}/*/schema.ts without their components', async () => {
    const schemas = await loadBlockSchemas();
    for (const name of ['page', 'product_detail', 'product_listing', 'editorial_hero', 'rich_text', 'products_carousel', 'small_banner', 'pre_footer']) {
      expect(schemas.has(name), name).toBe(true);
    }
  });

  it('maps zod fields to Storyblok field types', () => {
    const asset = z.looseObject({ filename: z.string().nullable() });
    const story = z.looseObject({ uuid: z.string(), full_slug: z.string(), content: z.object({}) });
    expect(kindOf(z.string().optional(), 'title')).toMatchObject({ type: 'text', translatable: true });
    expect(kindOf(z.string(), 'description')).toMatchObject({ type: 'textarea' });
    expect(kindOf(z.string(), 'update_date')).toEqual({ type: 'datetime' });
    expect(kindOf(z.boolean(), 'live')).toEqual({ type: 'boolean' });
    expect(kindOf(asset.nullable().optional(), 'image')).toMatchObject({ type: 'asset' });
    expect(kindOf(z.array(asset), 'images')).toMatchObject({ type: 'multiasset' });
    expect(kindOf(z.array(z.union([z.string(), story])), 'products')).toEqual({ type: 'options', source: 'internal_stories' });
    expect(kindOf(z.union([z.enum(['a', 'b']), z.literal(''), z.null()]).optional(), 'kind')).toEqual({
      type: 'option',
      options: [
        { name: 'a', value: 'a' },
        { name: 'b', value: 'b' },
      ],
    });
    expect(kindOf(z.looseObject({ type: z.literal('doc'), content: z.array(z.unknown()) }), 'text')).toMatchObject({ type: 'richtext' });
    expect(kindOf(z.array(z.object({ _uid: z.string(), component: z.literal('row') })), 'rows')).toMatchObject({ type: 'bloks', component_whitelist: ['row'] });
  });
});
