import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';
import { images } from '../../core/testing/storyContent';

const meta = {
  title: 'Blocks/MediaCarousel',
  component: BlokList,
  decorators: [withBlocks()],
  args: {
    bloks: [
      {
        _uid: 'mc',
        component: 'media_carousel',
        title: 'Silca at the fair',
        media: [images.news, { ...images.hero, id: 21 }, { ...images.machine, id: 22 }],
      },
    ],
  },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = await canvas.findByRole('button', { name: 'Next' });
    await userEvent.click(next);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled());
  },
};
