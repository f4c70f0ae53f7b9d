import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';
import { images } from '../../core/testing/storyContent';

const meta = {
  title: 'Blocks/StandaloneMedia',
  component: BlokList,
  decorators: [withBlocks()],
  args: { bloks: [{ _uid: 'sm', component: 'standalone_media', media: images.hero, caption: 'The Silca plant in Vittorio Veneto' }] },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {};

export const FullWidth: Story = {
  args: { bloks: [{ _uid: 'sm2', component: 'standalone_media', media: images.news, width: 'full', caption: 'Eisenwarenmesse 2024' }] },
};
