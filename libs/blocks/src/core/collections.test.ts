import { describe, expect, it } from 'vitest';
import { automaticQueries } from './collections';

describe('automaticQueries', () => {
  it('builds Content Delivery API queries for automatic blocks, nested ones included', () => {
    const queries = automaticQueries(
      [
        { _uid: 'a', component: 'categories_sorting_automatic', folder: '/global/categories' },
        { _uid: 'b', component: 'news_grid', folder: 'italy/news/', per_page: 6 },
        {
          _uid: 'c',
          component: 'accordion',
          items: [{ _uid: 'd', component: 'news_carousel', title: 'Events', folder: 'global/events', content_type: 'event' }],
        },
        { _uid: 'e', component: 'pages_sorting', folder: 'global/about-us', sort: 'date' },
      ],
      { page: 3 },
    );
    expect(queries).toEqual([
      {
        uid: 'a',
        component: 'categories_sorting_automatic',
        params: { starts_with: 'global/categories/', content_type: 'category', sort_by: 'content.name:asc', per_page: 100 },
      },
      { uid: 'b', component: 'news_grid', params: { starts_with: 'italy/news/', content_type: 'news_article', sort_by: 'content.date:desc', per_page: 18 } },
      {
        uid: 'd',
        component: 'news_carousel',
        params: { starts_with: 'global/events/', content_type: 'event', sort_by: 'content.date_from:desc', per_page: 8 },
      },
      { uid: 'e', component: 'pages_sorting', params: { starts_with: 'global/about-us/', sort_by: 'first_published_at:desc', per_page: 50, is_startpage: 0 } },
    ]);
  });

  it('skips manual selections, missing folders and junk; caps per_page at 100', () => {
    expect(
      automaticQueries([
        { _uid: 'a', component: 'news_carousel', folder: 'x', news: ['uuid'] },
        { _uid: 'b', component: 'pages_sorting', folder: '' },
        null,
        'junk',
        { component: 'news_grid', folder: 'x' },
      ]),
    ).toEqual([]);
    expect(automaticQueries([{ _uid: 'g', component: 'news_grid', folder: 'n', per_page: 25 }], { page: 9 })[0]?.params.per_page).toBe(100);
    expect(automaticQueries('nope')).toEqual([]);
  });
});
