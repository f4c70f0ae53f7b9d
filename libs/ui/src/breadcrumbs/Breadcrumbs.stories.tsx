import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'UI/Breadcrumbs',
  component: Breadcrumbs,
  parameters: { layout: 'padded' },
  args: {
    items: [
      { label: 'Home', href: '/en/global' },
      { label: 'Products', href: '/en/global/products' },
      { label: 'Key-cutting machines', href: '/en/global/products/key-cutting-machines' },
      { label: 'Silca Futura Pro' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(within(nav).getByText('Silca Futura Pro')).toHaveAttribute('aria-current', 'page');
  },
};
