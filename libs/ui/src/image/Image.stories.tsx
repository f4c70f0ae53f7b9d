import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { assets } from '../storybook/fixtures';
import { Image } from './Image';

const meta = {
  title: 'UI/Image',
  component: Image,
  args: { src: assets.futura, sizes: '(min-width: 768px) 50vw, 100vw' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lazy, with srcset and explicit size from the asset (no layout shift). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: assets.futura.alt });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '1200');
    await expect(img).toHaveAttribute('height', '900');
  },
};

/** The first hero: eager, high fetch priority, cropped to 16:9. */
export const PriorityHero: Story = {
  args: { src: assets.hero, priority: true, aspectRatio: 16 / 9, fit: 'cover', sizes: '100vw' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};
