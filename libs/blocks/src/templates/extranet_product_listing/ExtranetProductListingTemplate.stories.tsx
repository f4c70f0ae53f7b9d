import type { Meta, StoryObj } from '@storybook/react-vite';
import { productStories } from '../../core/testing/storyContent';
import { ExtranetProductListingTemplate } from './ExtranetProductListingTemplate';

const meta = {
  title: 'Templates/ExtranetProductListing',
  component: ExtranetProductListingTemplate,
  args: {
    story: {
      uuid: 'extranet_product_listing',
      name: 'Products',
      slug: 'extranet_product_listing',
      full_slug: 'global/extranet_product_listing',
      content: { _uid: 'x', component: 'extranet_product_listing', title: 'Products', body: [] },
    },
    products: productStories,
    total: 8,
    page: 1,
    perPage: 25,
  },
} satisfies Meta<typeof ExtranetProductListingTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
