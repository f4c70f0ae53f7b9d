import type { Meta, StoryObj } from '@storybook/react-vite';
import { productStories } from '../../core/testing/storyContent';
import { ExtranetCategoryListingTemplate } from './ExtranetCategoryListingTemplate';

const meta = {
  title: 'Templates/ExtranetCategoryListing',
  component: ExtranetCategoryListingTemplate,
  args: {
    story: {
      uuid: 'extranet_category_listing',
      name: 'Machines',
      slug: 'extranet_category_listing',
      full_slug: 'global/extranet_category_listing',
      content: { _uid: 'x', component: 'extranet_category_listing', title: 'Machines', body: [] },
    },
    products: productStories.slice(0, 6),
    total: 6,
    page: 1,
    perPage: 25,
  },
} satisfies Meta<typeof ExtranetCategoryListingTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
