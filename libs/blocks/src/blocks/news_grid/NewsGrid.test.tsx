import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../../core/Blok';
import type { SbStory } from '../../core/schema/common';
import { asset } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';

const news = (n: number): SbStory => ({
  uuid: `news-${n}`,
  name: `News ${n}`,
  slug: `news-${n}`,
  full_slug: `global/news/news-${n}`,
  content: {
    _uid: `n${n}`,
    component: 'news_article',
    title: `Headline ${n}`,
    date: `2025-0${n}-01 10:00`,
    excerpt: `Excerpt ${n}`,
    image: asset(`n${n}.jpg`),
  },
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

  it('news_grid hides load-more when everything is shown and shows the empty state (docs/requirements/pages.md#error-messages)', () => {
    const { unmount } = renderBlocks(<Blok blok={{ _uid: 'ng', component: 'news_grid', folder: 'global/news/' }} />, {
      collections: { ng: { stories: [news(1)], total: 1 } },
    });
    expect(screen.queryByRole('link', { name: /Load more/ })).toBeNull();
    unmount();
    renderBlocks(<Blok blok={{ _uid: 'ng', component: 'news_grid', folder: 'global/events/', content_type: 'event' }} />);
    expect(screen.getByText('There are no events at the moment.')).toBeInTheDocument();
  });

  it('events: status badges, the live event highlighted, dates in words (never ISO), month and year pickers', () => {
    const event = (slug: string, status: string, from: string, to: string, when: string): SbStory => ({
      uuid: slug,
      name: slug,
      slug,
      full_slug: `global/events/${slug}`,
      content: {
        _uid: slug,
        component: 'event',
        title: slug,
        status,
        date_from: from,
        date_to: to,
        when,
        where: 'Paris Expo',
        discipline: 'Trade fair',
        live_event: status === 'live',
      },
    });
    const { container } = renderBlocks(<Blok blok={{ _uid: 'ev', component: 'news_grid', folder: 'global/events/', content_type: 'event' }} />, {
      collections: {
        ev: {
          stories: [
            event('demo', 'live', '2026-11-20 15:00', '2026-11-21 18:00', 'From 2026-11-20 to 2026-11-21, 15:00–18:00'),
            event('batimat', 'planned', '2026-12-01 09:00', '2026-12-04 18:00', ''),
          ],
          total: 2,
          months: ['2026-11', '2026-12'],
          filter: { month: '2026-12', year: 2026 },
        },
      },
    });
    const cards = container.querySelectorAll('article[data-card="event"]');
    expect(cards[0]).toHaveAttribute('data-live', 'true');
    expect(cards[0]).toHaveTextContent('Live now');
    expect(cards[1]).toHaveTextContent('Planned');
    expect(cards[1]).toHaveTextContent('1 December 2026 – 4 December 2026');
    expect(cards[0]).toHaveTextContent('15:00–18:00');
    expect(container.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(screen.getByRole('button', { name: 'December 2026' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '2026' })).toHaveAttribute('value', '2026');
    expect(screen.getByRole('link', { name: 'All dates' })).toHaveAttribute('href', '?');
  });

  it('athletes: portrait cards linking to the biography; load more in place with the router', () => {
    const athlete = (n: number): SbStory => ({
      uuid: `a${n}`,
      name: `Athlete ${n}`,
      slug: `athlete-${n}`,
      full_slug: `global/about-us/athlete-${n}`,
      content: { _uid: `a${n}`, component: 'athlete', name: `Athlete ${n}`, year: 2019, titles: 'World champion', card: asset(`a${n}.jpg`) },
    });
    const calls: Array<[string, unknown]> = [];
    const { container } = renderBlocks(<Blok blok={{ _uid: 'at', component: 'news_grid', folder: 'global/about-us/', content_type: 'athlete' }} />, {
      collections: { at: { stories: [athlete(1), athlete(2)], total: 3 } },
      links: { navigate: (to: string, options?: unknown) => void calls.push([to, options]) },
    });
    expect(screen.getByRole('link', { name: 'Athlete 1' })).toHaveAttribute('href', '/global/about-us/athlete-1');
    expect(container.querySelectorAll('article[data-card="athlete"] img')).toHaveLength(2);
    expect(screen.getAllByText('Silca athlete since 2019')).toHaveLength(2);
    fireEvent.click(screen.getByRole('link', { name: /Load more/ }));
    expect(calls).toEqual([['?page=2', { preventScrollReset: true, replace: true }]]);
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
