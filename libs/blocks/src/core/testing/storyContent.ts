/** Storybook content with local SVG images, so stories render offline. */
import type { SbAsset, SbStory } from '../schema/common';
import heroWorkshop from './assets/hero-workshop.svg?url';
import newsEvent from './assets/news-event.svg?url';
import productKey from './assets/product-key.svg?url';
import productMachine from './assets/product-machine.svg?url';

function svgAsset(filename: string, alt: string, id: number): SbAsset {
  return { id, filename, alt, name: '', title: '', focus: '', copyright: '', fieldtype: 'asset' };
}

export const images = {
  hero: svgAsset(heroWorkshop, 'Silca technician setting up a key-cutting machine in the workshop', 1),
  machine: svgAsset(productMachine, 'Futura Pro electronic key-cutting machine', 2),
  key: svgAsset(productKey, 'Flat steel key blank', 3),
  news: svgAsset(newsEvent, 'Silca stand at a trade fair', 4),
};

const PRODUCTS: [string, string, SbAsset][] = [
  ['Futura Pro', 'Electronic key-cutting machines', images.machine],
  ['Alpha Pro', 'Electronic key-cutting machines', images.machine],
  ['Bravo Pro', 'Mechanical key-cutting machines', images.machine],
  ['Idea', 'Mechanical key-cutting machines', images.machine],
  ['UNO Pro', 'Mechanical key-cutting machines', images.machine],
  ['Speed 007', 'Mechanical key-cutting machines', images.machine],
  ['RW4 Plus', 'Transponder programming', images.key],
  ['Air4 Pro', 'Transponder programming', images.key],
];

export const productStories: SbStory[] = PRODUCTS.map(([name, category, image], index) => {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id: 500 + index,
    uuid: `story-product-${slug}`,
    name,
    slug,
    full_slug: `global/products/${slug}`,
    content: {
      _uid: `product-${slug}`,
      component: 'product_detail',
      name,
      category_name: category,
      type: category.startsWith('Transponder') ? 'Programmer' : 'Key-cutting machine',
      images: [image],
    },
  };
});

export function paragraphs(...texts: string[]) {
  return { type: 'doc', content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })) };
}
