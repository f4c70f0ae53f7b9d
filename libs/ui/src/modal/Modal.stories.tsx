import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CtaButton } from '../cta/CtaButton';
import { Modal } from './Modal';

function ModalDemo() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <CtaButton label="Request a quote" onClick={() => setOpen(true)} />
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Request a quote"
        footer={<CtaButton label="Send" type="secondary" onClick={() => setOpen(false)} />}
      >
        <p>Our sales team answers within one working day.</p>
        <a href="#terms">Terms of sale</a>
      </Modal>
    </div>
  );
}

const meta = {
  title: 'UI/Modal',
  component: ModalDemo,
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus moves in, Tab stays inside (native modal dialog), Escape closes and focus returns. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Request a quote' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Request a quote' });
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      // The page behind is inert: focus never lands on the opener while the dialog is open.
      await expect(document.activeElement).not.toBe(opener);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Request a quote' }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};
