import type { Story } from '@silca/content';
import { describe, expect, it } from 'vitest';
import { pageSeo } from './page-seo.server';

const base = { full_slug: 'global/products/x', name: 'Story name' } as Story;

describe('pageSeo (docs/requirements/pages.md#titles-and-descriptions)', () => {
  it('prefers the editor description', () => {
    const story = { ...base, content: { _uid: 'u', component: 'page', title: 'About', seo_description: 'Our story.' } };
    expect(pageSeo(story, 'en', [])).toMatchObject({ name: 'About', description: 'Our story.', ogType: 'website', jsonLd: [] });
  });

  it('uses the product template with the category name in the page locale', () => {
    const story = { ...base, content: { _uid: 'u', component: 'product_detail', name: 'Futura Pro', category_name: 'Automotive key machines' } };
    const { description } = pageSeo(story, 'en', []);
    expect(description).toContain('Futura Pro');
    expect(description).toContain('Automotive key machines');
  });

  it('tells press releases from news by the article kind, not by the words of the path', () => {
    const press = {
      ...base,
      full_slug: 'global/events-and-news/comunicati/x',
      content: { _uid: 'u', component: 'news_article', kind: 'press', title: 'Launch' },
    };
    const news = {
      ...base,
      full_slug: 'global/events-and-news/press-news/x',
      content: { _uid: 'u', component: 'news_article', kind: 'news', title: 'Launch' },
    };
    expect(pageSeo(press, 'en', []).description).toBe('Launch: Silca press release.');
    expect(pageSeo(news, 'en', []).description).not.toBe(pageSeo(press, 'en', []).description);
    expect(pageSeo(press, 'en', []).jsonLd?.[0]).toMatchObject({ '@type': 'NewsArticle', articleSection: 'Press release' });
  });

  it('gives products, events and homes their structured data and an image', () => {
    const image = { filename: '/_assets/f/1/1200x900/abc/futura.jpg', fieldtype: 'asset' };
    const product = {
      ...base,
      content: { _uid: 'u', component: 'product_detail', name: 'Futura Pro', category_name: 'Machines', references: 'D949', images: [image] },
    };
    expect(pageSeo(product, 'de', [])).toMatchObject({
      image: image.filename,
      jsonLd: [{ '@type': 'Product', name: 'Futura Pro', sku: 'D949', category: 'Machines', image: image.filename }],
    });
    const event = {
      ...base,
      content: { _uid: 'u', component: 'event', title: 'Batimat 2026', date_from: '2026-12-01 09:00', date_to: '2026-12-04 18:00', where: 'Paris Expo, Paris' },
    };
    expect(pageSeo(event, 'fr', []).jsonLd?.[0]).toMatchObject({
      '@type': 'Event',
      startDate: '2026-12-01T09:00:00Z',
      endDate: '2026-12-04T18:00:00Z',
      location: { '@type': 'Place' },
    });
    const home = { ...base, full_slug: 'italy/home', content: { _uid: 'u', component: 'page', title: 'Home' } };
    expect(pageSeo(home, 'it', []).jsonLd?.[0]).toMatchObject({ '@type': 'Organization', name: 'Silca S.p.A.' });
  });

  it('keeps the thank-you landing out of search engines', () => {
    const thanks = { ...base, content: { _uid: 'u', component: 'thank_you_page', title: 'Thank you' } };
    expect(pageSeo(thanks, 'en', []).noindex).toBe(true);
    expect(pageSeo({ ...base, content: { _uid: 'u', component: 'page' } }, 'en', []).noindex).toBeUndefined();
  });

  it('falls back to the story name and the fallback template', () => {
    const story = { ...base, content: { _uid: 'u', component: 'page' } };
    expect(pageSeo(story, 'it', []).name).toBe('Story name');
    expect(pageSeo(story, 'it', []).description.length).toBeGreaterThan(10);
  });
});
