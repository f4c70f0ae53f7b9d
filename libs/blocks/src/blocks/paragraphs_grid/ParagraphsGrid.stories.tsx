import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';

const meta = {
  title: 'Blocks/ParagraphsGrid',
  component: BlokList,
  decorators: [withBlocks()],
  args: {
    bloks: [
      {
        _uid: 'pg',
        component: 'paragraphs_grid',
        title: 'Why Silca',
        items: [
          { _uid: 'a', component: 'paragraph_item', title: '120+ countries', text: 'A worldwide network of dealers and service centres.' },
          { _uid: 'b', component: 'paragraph_item', title: 'One million keys a day', text: 'Cut with Silca blanks and machines.' },
          { _uid: 'c', component: 'paragraph_item', title: 'Since 1900', text: 'More than a century of key technology.' },
        ],
      },
    ],
  },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
