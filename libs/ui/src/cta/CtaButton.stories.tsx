import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CTA_SIZES, CTA_TYPES, CtaButton } from './CtaButton';

const meta = {
  title: 'UI/CtaButton',
  component: CtaButton,
  args: { label: 'Discover the machines', type: 'primary', size: 'medium' },
  argTypes: {
    type: { control: 'select', options: CTA_TYPES },
    size: { control: 'select', options: CTA_SIZES },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CtaButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a URL the CTA is a `<button>`. */
export const Button: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Discover the machines' })).toBeVisible();
  },
};

export const InternalLink: Story = {
  args: { href: '/products' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/products');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** https:// opens in a new tab (docs/requirements/pages.md#call-to-action). */
export const ExternalLink: Story = {
  args: { href: 'https://www.silca.biz', type: 'secondary' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const AllTypes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['light', 'dark'] as const).map((surface) => (
        <div
          key={surface}
          data-silca-surface={surface}
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 12,
            padding: 16,
            background: surface === 'dark' ? 'var(--silca-color-blue-900)' : 'var(--silca-color-white)',
          }}
        >
          {CTA_TYPES.filter((t) => (surface === 'dark' ? t === 'ghostlight' : t !== 'ghostlight')).map((type) =>
            CTA_SIZES.map((size) => <CtaButton key={`${type}-${size}`} label={`${type} ${size}`} type={type} size={size} />),
          )}
        </div>
      ))}
    </div>
  ),
};
