import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';

const meta = {
  title: 'Blocks/CenteredTitleParagraph',
  component: BlokList,
  decorators: [withBlocks()],
  args: {
    bloks: [
      {
        _uid: 'ctp',
        component: 'centered_title_paragraph',
        eyebrow: 'Our mission',
        title: 'Security, made simple',
        text: 'For more than a century we have helped locksmiths, hardware stores and car specialists duplicate keys quickly and precisely.',
        cta_label: 'About Silca',
        cta_link: { id: '1', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'global/products' },
      },
    ],
  },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
