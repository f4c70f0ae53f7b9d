import type { Meta, StoryObj } from '@storybook/react-vite';
import { productStories } from '../../core/testing/storyContent';
import { CategoryListingTemplate } from './CategoryListingTemplate';

const sub = ['Electronic', 'Mechanical', 'Laser'].map((name, i) => ({
  uuid: `sub-${i}`,
  name,
  slug: name.toLowerCase(),
  full_slug: `global/category/machines/${name.toLowerCase()}`,
  content: { _uid: `s${i}`, component: 'category', name: `${name} machines` },
}));

const meta = {
  title: 'Templates/CategoryListing',
  component: CategoryListingTemplate,
  args: {
    story: {
      uuid: 'cat',
      name: 'Key-cutting machines',
      slug: 'machines',
      full_slug: 'global/category/machines',
      content: {
        _uid: 'c',
        component: 'category_listing',
        title: 'Key-cutting machines',
        intro: 'Every Silca machine, from the hardware store to the automotive specialist.',
        body: [],
      },
    },
    subcategories: sub,
    products: productStories.slice(0, 6),
    total: 6,
    page: 1,
    perPage: 25,
  },
} satisfies Meta<typeof CategoryListingTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
