/** Content in Storyblok's API shapes for tests and stories (`https://a.storyblok.com/f/{space}/{W}x{H}/{hash}/{file}`). */
import type { SbAsset, SbRichtext, SbStory } from '../schema/common';

/** An asset field value. */
export function asset(file: string, width = 1600, height = 900, alt = ''): SbAsset {
  return {
    id: Math.abs([...file].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7)),
    filename: `https://a.storyblok.com/f/286512/${width}x${height}/0a1b2c3d4e/${file}`,
    alt,
    name: '',
    title: '',
    focus: '',
    copyright: '',
    fieldtype: 'asset',
  };
}

export const emptyAsset: SbAsset = { id: null, filename: '', alt: null, name: '', title: null, focus: null, fieldtype: 'asset' };

export function storyLink(cachedUrl: string) {
  return { id: 'a5c2', url: '', linktype: 'story' as const, fieldtype: 'multilink' as const, cached_url: cachedUrl };
}

export function urlLink(url: string) {
  return { id: '', url, linktype: 'url' as const, fieldtype: 'multilink' as const, cached_url: url };
}

export function doc(...paragraphs: string[]): SbRichtext {
  return {
    type: 'doc',
    content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  };
}

let counter = 0;
/** A product story (`product_detail`) with realistic fields. */
export function productStory(name: string, overrides: Record<string, unknown> = {}): SbStory {
  counter += 1;
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    id: 1000 + counter,
    uuid: `prod-${slug}`,
    name,
    slug,
    full_slug: `global/products/${slug}`,
    lang: 'default',
    content: {
      _uid: `uid-${slug}`,
      component: 'product_detail',
      name,
      category_name: 'Key-cutting machines',
      type: 'Electronic',
      images: [asset(`${slug}.png`, 1200, 1200, `${name} machine`)],
      technical_data: [],
      downloads: [],
      files: [],
      ...overrides,
    },
  };
}
