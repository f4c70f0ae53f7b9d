import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta';

const alternates = { htmlLang: 'en' as const, canonical: 'https://www.silca.biz/en/global', hreflang: [], ogLocale: 'en_GB', ogLocaleAlternates: [] };
const heroImage = { id: 1, filename: '/_assets/f/287745/1920x1080/ef6fbb194e/home-hero.jpg', alt: 'A machine', focus: '' };

function preloads(tags: ReturnType<typeof pageMeta>) {
  return tags.filter((t) => (t as Record<string, unknown>).rel === 'preload') as Record<string, unknown>[];
}

describe('head of a page opening with a hero (docs/requirements/performance.md#front-end-budget: the LCP image arrives early)', () => {
  it('preloads the hero image at high priority with the candidates and sizes its <img> uses', () => {
    const content = {
      component: 'page',
      body: [
        { _uid: 'h', component: 'editorial_hero', title: 'Silca', image: heroImage },
        { _uid: 'c', component: 'products_carousel' },
      ],
    };
    const tags = pageMeta({ seo: { name: 'Home', description: 'd' }, alternates, story: { content } });
    const [link, ...others] = preloads(tags);
    expect(others).toEqual([]);
    expect(link).toMatchObject({ tagName: 'link', as: 'image', fetchpriority: 'high', imageSizes: '(min-width: 1024px) 60vw, 100vw' });
    // Candidates up to the asset's 1920 px, through the image service, webp.
    const candidates = String(link!.imageSrcSet).split(', ');
    expect(candidates[0]).toBe('/_assets/f/287745/1920x1080/ef6fbb194e/home-hero.jpg/m/320x0/filters:quality(80):format(webp) 320w');
    expect(candidates.at(-1)).toMatch(/\/m\/1920x0\/.* 1920w$/);
    expect(link!.href).toBe('/_assets/f/287745/1920x1080/ef6fbb194e/home-hero.jpg/m/1600x0/filters:quality(80):format(webp)');
    // Right after the title, ahead of the stylesheets and module preloads of the page.
    expect(tags.indexOf(link as never)).toBe(1);
  });

  it('preloads nothing for a page that opens without an image (a listing) or without a story', () => {
    expect(
      preloads(pageMeta({ seo: { name: 'Products', description: 'd' }, alternates, story: { content: { component: 'product_listing', body: [] } } })),
    ).toEqual([]);
    expect(preloads(pageMeta({ seo: { name: 'Search', description: 'd' }, alternates }))).toEqual([]);
  });
});
