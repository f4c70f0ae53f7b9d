import type { Meta, StoryObj } from '@storybook/react-vite';
import { BusinessAreaExit } from './BusinessAreaExit';

const meta = {
  title: 'UI/BusinessAreaExit',
  component: BusinessAreaExit,
  args: { href: '/en/global' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BusinessAreaExit>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OnDark: Story = {
  decorators: [
    (Story) => (
      <div data-silca-surface="dark" style={{ background: 'var(--silca-color-blue-900)', color: '#fff', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};
