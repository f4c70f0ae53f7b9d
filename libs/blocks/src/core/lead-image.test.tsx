import { imageAttributes } from '@silca/ui';
import { describe, expect, it } from 'vitest';
import { NewsArticleTemplate } from '../templates/news_article/NewsArticleTemplate';
import { PageTemplate } from '../templates/page/PageTemplate';
import { ProductDetailTemplate } from '../templates/product_detail/ProductDetailTemplate';
import type { SbStory } from './schema/common';
import { asset, emptyAsset, productStory } from './testing/fixtures';
import { renderBlocks } from './testing/render';
import { leadImageOf } from './lead-image';

const page = (body: unknown[]): SbStory => ({
  uuid: 'p',
  name: 'Home',
  slug: 'home',
  full_slug: 'global/home',
  content: { _uid: 'c', component: 'page', title: 'Home', body },
});

const heroes: Array<[string, Record<string, unknown>]> = [
  ['editorial_hero', { title: 'Since 1967', image: asset('hq.jpg', 1920, 1080, 'Headquarters') }],
  ['editorial_hero_fixed_ratio', { title: 'Since 1967', image: asset('hq.jpg', 1920, 1200, 'Headquarters') }],
  ['slim_hero', { title: 'Contacts', image: asset('band.jpg', 2560, 600) }],
  ['product_hero', { title: 'Futura Pro', image: asset('futura.png', 1200, 1200, 'Futura Pro') }],
  ['article_hero', { title: 'Launch', image: asset('launch.jpg', 1600, 900, 'Launch') }],
];

/** The one image the rendered page loads first, as `imageAttributes` would describe it. */
function renderedLead(container: HTMLElement) {
  const eager = [...container.querySelectorAll('img')].filter((img) => img.getAttribute('fetchpriority') === 'high');
  expect(eager).toHaveLength(1);
  const img = eager[0]!;
  return {
    src: img.getAttribute('src'),
    srcSet: img.getAttribute('srcset'),
    sizes: img.getAttribute('sizes'),
    width: Number(img.getAttribute('width')),
    height: Number(img.getAttribute('height')),
  };
}

function described(content: unknown) {
  const image = imageAttributes(leadImageOf(content)!);
  expect(image).not.toBeNull();
  const { src, srcSet, sizes, width, height } = image!;
  return { src, srcSet, sizes, width, height };
}

describe('leadImageOf (docs/requirements/performance.md#front-end-budget: the preloaded hero is the image the page paints)', () => {
  it.each(heroes)('a page opening with %s: same candidates, sizes and box as its eager <img>', (component, fields) => {
    const story = page([
      { _uid: 'h', component, ...fields },
      { _uid: 'b', component: 'small_banner', title: 'Join us' },
    ]);
    const { container } = renderBlocks(<PageTemplate story={story} />);
    expect(renderedLead(container)).toEqual(described(story.content));
  });

  it('a product page: the first gallery image, as its zoom thumbnail renders it', () => {
    const story = productStory('Futura Pro', { images: [emptyAsset, asset('futura-1.png', 1200, 900, 'Front'), asset('futura-2.png', 1200, 900)] });
    const { container } = renderBlocks(<ProductDetailTemplate story={story} />);
    expect(renderedLead(container)).toEqual(described(story.content));
    expect(leadImageOf(story.content)?.src.filename).toContain('futura-1.png');
  });

  it('a news article: its header image', () => {
    const story: SbStory = {
      uuid: 'n',
      name: 'Launch',
      slug: 'launch',
      full_slug: 'global/news/launch',
      content: {
        _uid: 'n',
        component: 'news_article',
        title: 'Smart Pro Mini launch',
        date: '2024-05-01 10:00',
        image: asset('launch.jpg', 1600, 900, 'Launch'),
      },
    };
    const { container } = renderBlocks(<NewsArticleTemplate story={story} />);
    expect(renderedLead(container)).toEqual(described(story.content));
  });

  it('no lead image for pages that open without one, a hero further down, or content that is not an object', () => {
    expect(leadImageOf(page([{ _uid: 'b', component: 'small_banner', title: 'Join us' }]).content)).toBeNull();
    expect(
      leadImageOf(
        page([
          { _uid: 'b', component: 'small_banner' },
          { _uid: 'h', component: 'editorial_hero', image: asset('hq.jpg') },
        ]).content,
      ),
    ).toBeNull();
    expect(leadImageOf(page([{ _uid: 'h', component: 'editorial_hero', title: 'No image', image: emptyAsset }]).content)).toBeNull();
    expect(leadImageOf({ component: 'product_listing', body: [] })).toBeNull();
    expect(leadImageOf(null)).toBeNull();
    expect(leadImageOf('page')).toBeNull();
    expect(leadImageOf({ component: 'page', body: 'oops' })).toBeNull();
  });
});
