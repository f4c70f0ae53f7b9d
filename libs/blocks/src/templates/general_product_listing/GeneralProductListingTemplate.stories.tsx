import type { Meta, StoryObj } from '@storybook/react-vite';
import { productStories } from '../../core/testing/storyContent';
import { GeneralProductListingTemplate } from './GeneralProductListingTemplate';

const meta = {
  title: 'Templates/GeneralProductListing',
  component: GeneralProductListingTemplate,
  args: {
    story: {
      uuid: 'general_product_listing',
      name: 'Automotive',
      slug: 'general_product_listing',
      full_slug: 'global/general_product_listing',
      content: { _uid: 'g', component: 'general_product_listing', title: 'Automotive', intro: 'Transponder programmers and car key blanks.', body: [] },
    },
    products: productStories.slice(6),
    total: 2,
    page: 1,
    perPage: 25,
  },
} satisfies Meta<typeof GeneralProductListingTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
