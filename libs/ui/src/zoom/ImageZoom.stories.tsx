import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
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

/** Zoomed in, the image pans by dragging: a mouse drag and a one-finger (touch) drag move the view the other way. */
export const DragToPan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: /Enlarge image/ }));
    const dialog = await canvas.findByRole('dialog', { name: assets.futura.alt });
    const view = within(dialog);
    await userEvent.click(view.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(view.getByRole('button', { name: 'Zoom in' }));
    const viewport = view.getByRole('group', { name: assets.futura.alt });
    const image = view.getByRole('img', { name: assets.futura.alt });
    await waitFor(() => expect(viewport.scrollWidth).toBeGreaterThan(viewport.clientWidth + 100));
    const dragBy = (pointerType: string, pointerId: number, dx: number, dy: number) => {
      const at = { pointerId, pointerType, isPrimary: true, button: 0, buttons: 1 };
      fireEvent.pointerDown(image, { ...at, clientX: 200, clientY: 200 });
      fireEvent.pointerMove(image, { ...at, clientX: 200 + dx / 2, clientY: 200 + dy / 2 });
      fireEvent.pointerMove(image, { ...at, clientX: 200 + dx, clientY: 200 + dy });
      fireEvent.pointerUp(image, { ...at, buttons: 0, clientX: 200 + dx, clientY: 200 + dy });
    };
    await expect(viewport.scrollLeft).toBe(0);
    dragBy('mouse', 1, -80, 0);
    await expect(viewport.scrollLeft).toBe(80);
    dragBy('touch', 2, 50, 0);
    await expect(viewport.scrollLeft).toBe(30);
    fireEvent.pointerMove(image, { pointerId: 2, pointerType: 'touch', clientX: 0, clientY: 0 });
    await expect(viewport.scrollLeft).toBe(30);
    await userEvent.keyboard('{Escape}');
  },
};
