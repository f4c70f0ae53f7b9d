import type { Story } from '@silca/content';
import { describe, expect, it } from 'vitest';
import { pageSeo } from './page-seo.server';

const base = { full_slug: 'global/products/x', name: 'Story name' } as Story;

describe('pageSeo (SPEC.md 2.5)', () => {
  it('prefers the editor description', () => {
    const story = { ...base, content: { _uid: 'u', component: 'page', title: 'About', seo_description: 'Our story.' } };
    expect(pageSeo(story, 'en', [])).toEqual({ name: 'About', description: 'Our story.' });
  });

  it('uses the product template with the category name in the page locale', () => {
    const story = { ...base, content: { _uid: 'u', component: 'product_detail', name: 'Futura Pro', category_name: 'Automotive key machines' } };
    const { description } = pageSeo(story, 'en', []);
    expect(description).toContain('Futura Pro');
    expect(description).toContain('Automotive key machines');
  });

  it('tells press releases from news by folder', () => {
    const press = { ...base, full_slug: 'global/events-and-news/press-releases/x', content: { _uid: 'u', component: 'news_article', title: 'Launch' } };
    const news = { ...base, full_slug: 'global/events-and-news/news-about-us/x', content: { _uid: 'u', component: 'news_article', title: 'Launch' } };
    expect(pageSeo(press, 'en', []).description).not.toBe(pageSeo(news, 'en', []).description);
  });

  it('falls back to the story name and the fallback template', () => {
    const story = { ...base, content: { _uid: 'u', component: 'page' } };
    expect(pageSeo(story, 'it', []).name).toBe('Story name');
    expect(pageSeo(story, 'it', []).description.length).toBeGreaterThan(10);
  });
});
