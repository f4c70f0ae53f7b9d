import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';

const meta = {
  title: 'Blocks/CommercialCard',
  component: BlokList,
  decorators: [withBlocks()],
  args: {
    bloks: [
      {
        _uid: 'cc',
        component: 'commercial_card',
        title: 'Sales office Italy',
        text: 'Our area managers visit you and help you choose the right machines and blanks.',
        contacts: [
          {
            _uid: 'p1',
            component: 'commercial_contact',
            name: 'Giulia Rossi',
            role: 'Area manager',
            area: 'North-East Italy',
            email: 'g.rossi@silca.it',
            phone: '+39 0438 9136',
          },
          { _uid: 'p2', component: 'commercial_contact', name: 'Marco Bianchi', role: 'Key account', area: 'Automotive', email: 'm.bianchi@silca.it' },
        ],
        cta_label: 'All contacts',
        cta_link: { id: '1', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'global/products' },
      },
    ],
  },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
