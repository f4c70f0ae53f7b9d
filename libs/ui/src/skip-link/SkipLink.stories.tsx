import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';

function Demo() {
  return (
    <div style={{ padding: 48 }}>
      <SkipLink />
      <main id="main-content" tabIndex={-1}>
        <h1>Main content</h1>
      </main>
    </div>
  );
}

const meta = { title: 'UI/SkipLink', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until focused with the keyboard; targets the main landmark. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#main-content');
    const box = link.getBoundingClientRect();
    await expect(box.bottom).toBeGreaterThan(0);
  },
};
