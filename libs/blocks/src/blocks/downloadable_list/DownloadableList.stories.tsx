import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';
import { images } from '../../core/testing/storyContent';

const meta = {
  title: 'Blocks/DownloadableList',
  component: BlokList,
  decorators: [withBlocks()],
  args: {
    bloks: [
      {
        _uid: 'dl',
        component: 'downloadable_list',
        title: 'Product photos',
        items: [
          {
            _uid: 'i1',
            component: 'downloadable_item',
            title: 'Futura Pro, front',
            preview: images.machine,
            file_high: images.machine,
            file_low: images.machine,
          },
          { _uid: 'i2', component: 'downloadable_item', title: 'Key blank UL050', preview: images.key, file_high: images.key },
          {
            _uid: 'i3',
            component: 'downloadable_item',
            title: 'Futura Pro brochure (PDF)',
            file_high: { ...images.key, filename: 'https://a.storyblok.com/f/1/x/abc/futura-pro.pdf' },
          },
        ],
      },
    ],
  },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
