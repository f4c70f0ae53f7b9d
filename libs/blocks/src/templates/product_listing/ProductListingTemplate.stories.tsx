import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { productStories } from '../../core/testing/storyContent';
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

/** No products: the no-results message of docs/requirements/pages.md#error-messages. */
export const Empty: Story = {
  args: { products: [], total: 0, page: 1 },
};

const facets = [
  {
    name: 'category',
    options: [
      { value: 'automotive-key-machines', label: 'Automotive key machines', count: 7 },
      { value: 'transponders', label: 'Transponders', count: 5 },
    ],
    selected: ['transponders'],
  },
  {
    name: 'type',
    options: [
      { value: 'Key product', label: 'Key product', count: 5 },
      { value: 'Key cutting machine', label: 'Key cutting machine', count: 0 },
    ],
    selected: [],
  },
];

/** Filters with counts (docs/requirements/pages.md#listings); pagination keeps the selection. */
export const WithFilters: Story = {
  args: { products: productStories.slice(0, 5), total: 17, page: 1, perPage: 5, sort: 'newest', facets, unfiltered: 23 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Filters' });
    await expect(within(panel).getByRole('checkbox', { name: 'Transponders (5)' })).toBeChecked();
    await expect(within(panel).getByRole('checkbox', { name: 'Key cutting machine (0)' })).not.toBeChecked();
    await expect(within(panel).getByLabelText('Sort by')).toHaveValue('newest');
    await expect(within(panel).getByRole('button', { name: 'Show 17 results' })).toHaveAttribute('type', 'submit');
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?category=transponders&sort=newest&page=2');
  },
};

/** Filters that exclude everything: "no results", never "no products". */
export const FilteredToNothing: Story = {
  args: { products: [], total: 0, page: 1, facets, unfiltered: 23 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no results for this query, edit or reset the filters.')).toBeVisible();
  },
};
