import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { assets } from '../storybook/fixtures';
import { ImageZoom } from './ImageZoom';

const meta = {
  title: 'UI/ImageZoom',
  component: ImageZoom,
  args: { image: assets.futura, alt: assets.futura.alt, width: 480 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ImageZoom>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the large image, zooms in twice, out once, resets; + and - keys work too. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('link', { name: /Enlarge image/ });
    await expect(trigger.getAttribute('href')).toContain('silca-futura-pro.jpg');
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: assets.futura.alt });
    const view = within(dialog);
    const zoomed = view.getByRole('img', { name: assets.futura.alt });
    await expect(zoomed).toHaveAttribute('data-zoom-level', '1');
    await expect(view.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await userEvent.click(view.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(view.getByRole('button', { name: 'Zoom in' }));
    await expect(zoomed).toHaveAttribute('data-zoom-level', '2');
    await userEvent.click(view.getByRole('button', { name: 'Zoom out' }));
    await expect(zoomed).toHaveAttribute('data-zoom-level', '1.5');
    view.getByRole('group', { name: assets.futura.alt }).focus();
    await userEvent.keyboard('+');
    await expect(zoomed).toHaveAttribute('data-zoom-level', '2');
    await userEvent.click(view.getByRole('button', { name: 'Reset zoom' }));
    await expect(zoomed).toHaveAttribute('data-zoom-level', '1');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};
