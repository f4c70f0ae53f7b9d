import { describe, expect, it } from 'vitest';
import { storyDefaultPath, storyDisplayName } from './story-path';

// docs/requirements/content.md#real-api-shapes: a `language=it` answer of the CDN has `full_slug: "it/..."`; the default path is in
// `default_full_slug` (Translatable Slugs app) or, without the app, full_slug minus the prefix.
describe('storyDefaultPath', () => {
  it('prefers default_full_slug', () => {
    expect(storyDefaultPath({ full_slug: 'it/global/prodotti/x', lang: 'it', default_full_slug: 'global/products/x' })).toBe('global/products/x');
  });
  it('strips the language prefix without the app', () => {
    expect(storyDefaultPath({ full_slug: 'it/global/products/x', lang: 'it', default_full_slug: null })).toBe('global/products/x');
    expect(storyDefaultPath({ full_slug: 'de/global/products/', lang: 'de', default_full_slug: null })).toBe('global/products/');
  });
  it('keeps a default-language answer and a folder named like no language as they are', () => {
    expect(storyDefaultPath({ full_slug: 'global/home', lang: 'default', default_full_slug: null })).toBe('global/home');
    expect(storyDefaultPath({ full_slug: 'italy/home', lang: 'it', default_full_slug: null })).toBe('italy/home');
    expect(storyDefaultPath({ full_slug: 'global/home' })).toBe('global/home');
  });
});

describe('storyDisplayName', () => {
  const story = { name: 'Products', lang: 'it', translated_slugs: [{ lang: 'it', path: 'global/prodotti', name: 'Prodotti' }, { lang: 'de', path: 'global/produkte', name: null }] };
  it('reads the translated name of the answer language, else the name', () => {
    expect(storyDisplayName(story)).toBe('Prodotti');
    expect(storyDisplayName(story, 'de')).toBe('Products');
    expect(storyDisplayName({ ...story, lang: 'default' })).toBe('Products');
  });
});
