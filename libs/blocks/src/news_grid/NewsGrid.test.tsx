import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../core/Blok';
import type { SbStory } from '../schema/common';
import { asset } from '../testing/fixtures';
import { renderBlocks } from '../testing/render';

const news = (n: number): SbStory => ({
  uuid: `news-${n}`,
  name: `News ${n}`,
  slug: `news-${n}`,
  full_slug: `global/news/news-${n}`,
  content: { _uid: `n${n}`, component: 'news_article', title: `Headline ${n}`, date: `2025-0${n}-01 10:00`, excerpt: `Excerpt ${n}`, image: asset(`n${n}.jpg`) },
});

describe('news_grid and news_carousel', () => {
  it('news_grid shows the fetched cards and a load-more link to the next page, keeping the query', () => {
    renderBlocks(<Blok blok={{ _uid: 'ng', component: 'news_grid', title: 'Press releases', folder: 'global/news/' }} />, {
      collections: { ng: { stories: [news(1), news(2)], total: 5 } },
      search: '?page=1&year=2025',
    });
    expect(screen.getByRole('link', { name: 'Headline 1' })).toHaveAttribute('href', '/global/news/news-1');
    expect(screen.getByText('1 January 2025')).toHaveAttribute('datetime', '2025-01-01T10:00:00Z');
    const more = screen.getByRole('link', { name: /Load more/ });
    expect(more.getAttribute('href')).toContain('page=2');
    expect(more.getAttribute('href')).toContain('year=2025');
  });

  it('news_grid hides load-more when everything is shown and shows the empty state (SPEC.md 8)', () => {
    const { unmount } = renderBlocks(<Blok blok={{ _uid: 'ng', component: 'news_grid', folder: 'global/news/' }} />, {
      collections: { ng: { stories: [news(1)], total: 1 } },
    });
    expect(screen.queryByRole('link', { name: /Load more/ })).toBeNull();
    unmount();
    renderBlocks(<Blok blok={{ _uid: 'ng', component: 'news_grid', folder: 'global/events/', content_type: 'event' }} />);
    expect(screen.getByText('There are no events at the moment.')).toBeInTheDocument();
  });

  it('news_carousel prefers the editor picks over the folder', () => {
    const picked = news(3);
    renderBlocks(<Blok blok={{ _uid: 'nc', component: 'news_carousel', title: 'Highlights', news: [picked.uuid], folder: 'global/news' }} />, {
      rels: [picked],
      collections: { nc: { stories: [news(4)] } },
    });
    expect(screen.getByRole('link', { name: 'Headline 3' })).toBeInTheDocument();
    expect(screen.queryByText('Headline 4')).toBeNull();
  });
});
