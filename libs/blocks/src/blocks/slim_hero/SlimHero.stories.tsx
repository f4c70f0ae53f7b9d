import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';
import { images } from '../../core/testing/storyContent';

const meta = {
  title: 'Blocks/SlimHero',
  component: BlokList,
  decorators: [withBlocks()],
  args: {
    bloks: [{ _uid: 'sh', component: 'slim_hero', title: 'After sales', subtitle: 'Service, spare parts and software updates for your Silca machines.' }],
  },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithImage: Story = {
  args: { bloks: [{ _uid: 'sh2', component: 'slim_hero', title: 'Work with us', subtitle: 'Join a team of 1,500 people.', image: images.hero }] },
};
