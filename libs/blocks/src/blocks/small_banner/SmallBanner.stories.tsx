import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';
import { images } from '../../core/testing/storyContent';

const banner = {
  _uid: 'sb',
  component: 'small_banner',
  title: 'Find a Silca dealer near you',
  text: 'More than 2,000 service points in over 120 countries.',
  image: { ...images.key, alt: '' },
  cta_label: 'Dealer map',
  cta_link: { id: '', url: 'https://www.silca.biz/dealers', linktype: 'url', fieldtype: 'multilink', cached_url: '' },
  cta_type: 'secondary',
};

const meta = {
  title: 'Blocks/SmallBanner',
  component: BlokList,
  decorators: [withBlocks()],
  args: { bloks: [banner] },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};

export const TextOnly: Story = {
  args: { bloks: [{ ...banner, _uid: 'sb2', image: null }] },
};
