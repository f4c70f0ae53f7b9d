import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';
import { images } from '../../core/testing/storyContent';

const news = [1, 2, 3, 4, 5].map((n) => ({
  uuid: `news-${n}`,
  name: `News ${n}`,
  slug: `news-${n}`,
  full_slug: `global/events-and-news/news-${n}`,
  content: {
    _uid: `n${n}`,
    component: 'news_article',
    title: ['Futura Pro wins a design award', 'New transponder database', 'Silca at Eisenwarenmesse', 'Training days 2025', 'A new key blank catalogue'][n - 1],
    date: `2025-0${n}-1${n} 09:00`,
    excerpt: 'The latest from the Silca world, from new machines to events.',
    image: n % 2 ? images.news : images.hero,
  },
}));

const meta = {
  title: 'Blocks/News',
  component: BlokList,
  decorators: [withBlocks({ rels: news, collections: { ng: { stories: news.slice(0, 3), total: 5 } } })],
  args: { bloks: [{ _uid: 'nc', component: 'news_carousel', title: 'Latest news', news: news.map((n) => n.uuid) }] },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Carousel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    const next = await canvas.findByRole('button', { name: 'Next' });
    await userEvent.click(next);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled());
  },
};

export const Grid: Story = {
  args: { bloks: [{ _uid: 'ng', component: 'news_grid', title: 'Press releases', folder: 'global/events-and-news/' }] },
};

/** news_grid without results: the empty state of docs/requirements/pages.md#error-messages. */
export const GridEmpty: Story = {
  args: { bloks: [{ _uid: 'none', component: 'news_grid', title: 'Events', folder: 'global/events/', content_type: 'event' }] },
};
