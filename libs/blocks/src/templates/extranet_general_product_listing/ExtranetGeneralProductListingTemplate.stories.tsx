import type { Meta, StoryObj } from '@storybook/react-vite';
import { productStories } from '../../core/testing/storyContent';
import { ExtranetGeneralProductListingTemplate } from './ExtranetGeneralProductListingTemplate';

const meta = {
  title: 'Templates/ExtranetGeneralProductListing',
  component: ExtranetGeneralProductListingTemplate,
  args: {
    story: {
      uuid: 'extranet_general_product_listing',
      name: 'Residential',
      slug: 'extranet_general_product_listing',
      full_slug: 'global/extranet_general_product_listing',
      content: { _uid: 'x', component: 'extranet_general_product_listing', title: 'Residential', body: [] },
    },
    products: productStories.slice(0, 4),
    total: 4,
    page: 1,
    perPage: 25,
  },
} satisfies Meta<typeof ExtranetGeneralProductListingTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
