import { describe, expect, it, vi } from 'vitest';
import { blockSchemas } from './block-schemas';
import { lazyBlocks } from './lazy-blocks';
import { componentsIn, preloadStory } from './preload';
import { templateRegistry } from './templates';

describe('lazy registries', () => {
  it('the lazy block registry lists exactly the blocks whose schemas the server checks', () => {
    expect(Object.keys(lazyBlocks).sort()).toEqual(Object.keys(blockSchemas).sort());
  });

  it('each lazy block loads its own definition: its name and a component, and no schema (decision 0964)', async () => {
    for (const [name, entry] of Object.entries(lazyBlocks)) {
      const definition = await entry.load();
      expect(definition.component).toBe(name);
      expect(Object.keys(definition).sort()).toEqual(['Component', 'component']);
      expect(typeof definition.Component).toBe('function');
    }
  });
});

describe('componentsIn', () => {
  it('finds components at any depth: bodies, nested bloks and rich-text blok nodes', () => {
    const content = {
      component: 'page',
      body: [
        { component: 'accordion', items: [{ component: 'accordion_item', title: 'Q' }] },
        {
          component: 'rich_text',
          text: { type: 'doc', content: [{ type: 'blok', attrs: { body: [{ component: 'small_banner' }] } }] },
        },
      ],
    };
    expect([...componentsIn(content)].sort()).toEqual(['accordion', 'accordion_item', 'page', 'rich_text', 'small_banner']);
  });

  it('does not enter stories resolved into relation fields: their template and bloks are not rendered', () => {
    const related = { uuid: 'u1', full_slug: 'global/products/alpha', content: { component: 'product_detail', body: [{ component: 'custom_form' }] } };
    const content = {
      component: 'page',
      body: [
        { component: 'products_carousel', products: [related] },
        { component: 'product_hero', product: related },
      ],
    };
    expect([...componentsIn(content)].sort()).toEqual(['page', 'product_hero', 'products_carousel']);
  });

  it('never throws on odd input (null, strings, cycles)', () => {
    const cyclic: Record<string, unknown> = { component: 'page' };
    cyclic.self = cyclic;
    expect(componentsIn(null).size).toBe(0);
    expect(componentsIn('page').size).toBe(0);
    expect([...componentsIn(cyclic)]).toEqual(['page']);
  });
});

describe('preloadStory', () => {
  it('loads the template and every known block of the story, skipping unknown ones', async () => {
    const template = vi.spyOn(templateRegistry.product_detail, 'load');
    const carousel = vi.spyOn(lazyBlocks.products_carousel!, 'load');
    const accordion = vi.spyOn(lazyBlocks.accordion!, 'load');
    await preloadStory({ content: { component: 'product_detail', body: [{ component: 'products_carousel' }, { component: 'nope' }] } });
    expect(template).toHaveBeenCalledTimes(1);
    expect(carousel).toHaveBeenCalledTimes(1);
    expect(accordion).not.toHaveBeenCalled();
  });

  it('loads the generic page template for an unknown content type (the site falls back to it)', async () => {
    const page = vi.spyOn(templateRegistry.page, 'load');
    await preloadStory({ content: { component: 'no_such_type' } });
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('resolves without loading anything for input that is not a story', async () => {
    await expect(preloadStory(undefined)).resolves.toBeUndefined();
    await expect(preloadStory({ content: 'x' })).resolves.toBeUndefined();
  });
});
