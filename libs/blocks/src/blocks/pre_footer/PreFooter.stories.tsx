import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';

const meta = {
  title: 'Blocks/PreFooter',
  component: BlokList,
  decorators: [withBlocks()],
  args: {
    bloks: [
      {
        _uid: 'pf',
        component: 'pre_footer',
        title: 'Talk to our specialists',
        text: 'Tell us what you need: we answer within one working day.',
        cta_label: 'Contact us',
        cta_link: { id: '1', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'global/contacts' },
      },
    ],
  },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
