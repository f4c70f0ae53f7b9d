import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';
import { images } from '../../core/testing/storyContent';

const hero = {
  _uid: 'hero-1',
  component: 'editorial_hero',
  title: 'Precision that opens every door',
  subtitle: 'Key-cutting machines',
  text: 'Electronic and mechanical machines that cut flat, dimple and laser keys in seconds.',
  image: images.hero,
  cta_label: 'Discover the range',
  cta_link: { id: '1', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'global/products/machines' },
  cta_type: 'ghostlight',
};

const meta = {
  title: 'Blocks/EditorialHero',
  component: BlokList,
  decorators: [withBlocks()],
  args: { bloks: [hero] },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First blok of a page: the page <h1>, image eager with high priority. */
export const PageOpener: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(hero.title);
    await expect(canvas.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  },
};

export const Minimal: Story = {
  args: { bloks: [{ _uid: 'hero-2', component: 'editorial_hero', title: 'About Silca', image: images.hero }] },
};

export const WithoutImage: Story = {
  args: { bloks: [{ ...hero, _uid: 'hero-3', image: null }] },
};
