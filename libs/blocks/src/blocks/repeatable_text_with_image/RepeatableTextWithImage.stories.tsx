import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';
import { images, paragraphs } from '../../core/testing/storyContent';

const meta = {
  title: 'Blocks/RepeatableTextWithImage',
  component: BlokList,
  decorators: [withBlocks()],
  args: {
    bloks: [
      {
        _uid: 'rt',
        component: 'repeatable_text_with_image',
        title: 'How duplication works',
        items: [
          {
            _uid: 'a',
            component: 'text_with_image_item',
            title: '1. Read',
            text: paragraphs('The machine reads the original key or its code.'),
            image: images.key,
          },
          {
            _uid: 'b',
            component: 'text_with_image_item',
            title: '2. Cut',
            text: paragraphs('The carbide cutter reproduces every cut in seconds.'),
            image: images.machine,
          },
          { _uid: 'c', component: 'text_with_image_item', title: '3. Check', text: paragraphs('A final check guarantees a perfect copy.'), image: images.hero },
        ],
      },
    ],
  },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
