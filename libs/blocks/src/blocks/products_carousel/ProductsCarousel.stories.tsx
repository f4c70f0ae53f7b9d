import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';
import { productStories } from '../../core/testing/storyContent';

const meta = {
  title: 'Blocks/ProductsCarousel',
  component: BlokList,
  decorators: [withBlocks({ rels: productStories })],
  args: {
    bloks: [
      {
        _uid: 'pc',
        component: 'products_carousel',
        title: 'Featured machines',
        products: productStories.map((story) => story.uuid),
      },
    ],
  },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Featured machines carousel' });
    await expect(within(region).getAllByRole('link')).toHaveLength(productStories.length);
    const next = await canvas.findByRole('button', { name: 'Next' });
    const track = within(region).getByRole('list');
    await userEvent.click(next);
    await waitFor(() => expect(track.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled());
  },
};

/** Two products: on wide screens the buttons stay hidden. */
export const FewProducts: Story = {
  args: {
    bloks: [{ _uid: 'pc2', component: 'products_carousel', title: 'Transponder tools', products: productStories.slice(6).map((s) => s.uuid) }],
  },
};
