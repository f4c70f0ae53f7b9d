import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';
import { images, productStories } from '../../core/testing/storyContent';

const meta = {
  title: 'Blocks/ProductHero',
  component: BlokList,
  decorators: [withBlocks({ rels: productStories })],
  args: {
    bloks: [
      {
        _uid: 'ph',
        component: 'product_hero',
        title: 'Futura Pro',
        eyebrow: 'New',
        text: 'One machine for flat, dimple, laser and tubular keys.',
        image: images.machine,
        cta_label: 'Discover Futura Pro',
        product: productStories[0]?.uuid,
      },
    ],
  },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
