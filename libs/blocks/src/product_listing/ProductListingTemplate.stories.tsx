import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { productStories } from '../testing/storyContent';
import { ProductListingTemplate } from './ProductListingTemplate';

const listing = {
  uuid: 'machines',
  name: 'Key-cutting machines',
  slug: 'machines',
  full_slug: 'global/products/machines',
  content: {
    _uid: 'pl',
    component: 'product_listing',
    title: 'Key-cutting machines',
    intro: 'Electronic and mechanical machines for every key, from the hardware store to the automotive specialist.',
    body: [],
  },
};

const meta = {
  title: 'Templates/ProductListing',
  component: ProductListingTemplate,
  args: { story: listing, products: productStories, total: 40, page: 2, perPage: 8, sort: 'name_asc' },
} satisfies Meta<typeof ProductListingTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 2 of 5: cards, sort form and pagination links. */
export const Paginated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=3');
  },
};

/** No products: the no-results message of SPEC.md 8. */
export const Empty: Story = {
  args: { products: [], total: 0, page: 1 },
};
