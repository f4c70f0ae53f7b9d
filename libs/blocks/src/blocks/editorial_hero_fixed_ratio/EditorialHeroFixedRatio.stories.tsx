import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';
import { images } from '../../core/testing/storyContent';

const meta = {
  title: 'Blocks/EditorialHeroFixedRatio',
  component: BlokList,
  decorators: [withBlocks()],
  args: {
    bloks: [
      {
        _uid: 'ehf',
        component: 'editorial_hero_fixed_ratio',
        title: 'Automotive solutions',
        subtitle: 'Transponder and remote keys',
        text: 'Program and clone car keys with the RW4 Plus and Air4 Pro.',
        image: images.hero,
        cta_label: 'Discover',
        cta_link: { id: '1', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'global/products' },
      },
    ],
  },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
