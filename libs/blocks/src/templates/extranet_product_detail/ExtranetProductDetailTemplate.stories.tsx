import type { Meta, StoryObj } from '@storybook/react-vite';
import { images, paragraphs } from '../../core/testing/storyContent';
import { ExtranetProductDetailTemplate } from './ExtranetProductDetailTemplate';

const meta = {
  title: 'Templates/ExtranetProductDetail',
  component: ExtranetProductDetailTemplate,
  args: {
    story: {
      uuid: 'xp',
      name: 'Futura Pro',
      slug: 'futura-pro',
      full_slug: 'global/extranet/products/futura-pro',
      content: {
        _uid: 'x',
        component: 'extranet_product_detail',
        name: 'Futura Pro',
        category_name: 'Electronic key-cutting machines',
        type: 'Electronic key-cutting machine',
        details: paragraphs('Dealer price list, spare parts and service bulletins for partners.'),
        technical_data: [{ _uid: 't', component: 'technical_data_row', label: 'Weight', value: '18 kg' }],
        images: [images.machine],
        update_date: '2025-03-14 09:00',
      },
    },
  },
} satisfies Meta<typeof ExtranetProductDetailTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
