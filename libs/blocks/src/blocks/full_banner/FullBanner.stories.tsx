import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';
import { images } from '../../core/testing/storyContent';

const meta = {
  title: 'Blocks/FullBanner',
  component: BlokList,
  decorators: [withBlocks()],
  args: {
    bloks: [
      {
        _uid: 'fb',
        component: 'full_banner',
        title: 'Made in Italy since 1900',
        text: 'Designed and built in Vittorio Veneto, sold in more than 120 countries.',
        image: images.hero,
        cta_label: 'Our history',
        cta_link: { id: '1', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'global/products' },
      },
    ],
  },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Left: Story = {};

export const Centered: Story = {
  args: { bloks: [{ _uid: 'fb2', component: 'full_banner', title: 'Join the Silca network', image: images.hero, align: 'center' }] },
};

/** full_banner_fixed_ratio: 21:9 from 768px. */
export const FixedRatio: Story = {
  args: { bloks: [{ _uid: 'fb3', component: 'full_banner_fixed_ratio', title: 'Made in Italy since 1900', image: images.hero }] },
};
