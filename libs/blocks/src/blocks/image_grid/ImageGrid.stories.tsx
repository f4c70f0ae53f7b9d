import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';
import { images } from '../../core/testing/storyContent';

const meta = {
  title: 'Blocks/ImageGrid',
  component: BlokList,
  decorators: [withBlocks()],
  args: {
    bloks: [
      {
        _uid: 'ig',
        component: 'image_grid',
        title: 'Inside our plant',
        images: [
          { ...images.hero, title: 'Assembly line' },
          { ...images.machine, id: 11, title: 'Final testing' },
          { ...images.key, id: 12, title: 'Key blanks' },
          { ...images.news, id: 13, title: 'Training centre' },
          { ...images.machine, id: 14, alt: 'Packaging area' },
          { ...images.key, id: 15, alt: 'Quality lab' },
        ],
      },
    ],
  },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
