import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';
import { images, paragraphs } from '../../core/testing/storyContent';

const meta = {
  title: 'Blocks/RichTextWithImage',
  component: BlokList,
  decorators: [withBlocks()],
  args: {
    bloks: [
      {
        _uid: 'rti',
        component: 'rich_text_with_image',
        title: 'Quality you can measure',
        text: paragraphs('Every machine is tested twice before it leaves the plant.', 'Blanks are checked for hardness and dimensions on every batch.'),
        image: images.machine,
        image_position: 'right',
        cta_label: 'Our quality system',
        cta_link: { id: '1', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'global/products' },
      },
    ],
  },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ImageRight: Story = {};

export const ImageLeft: Story = {
  args: {
    bloks: [
      {
        _uid: 'rti2',
        component: 'rich_text_with_image',
        title: 'Training',
        text: paragraphs('Courses for locksmiths all year round.'),
        image: images.news,
        image_position: 'left',
      },
    ],
  },
};
