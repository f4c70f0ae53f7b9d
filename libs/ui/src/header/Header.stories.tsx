import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { header } from '../storybook/fixtures';
import { Header } from './Header';

const meta = {
  title: 'UI/Header',
  component: Header,
  args: header,
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Navigation, language selector; the menu collapses below 1280 px after hydration. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mobile = window.innerWidth < 1280;
    if (mobile) {
      // The menu button becomes available once hydrated (progressive enhancement).
      const toggle = await canvas.findByRole('button', { name: /Open menu/ });
      const nav = canvasElement.querySelector('nav[aria-label="Main navigation"]') as HTMLElement;
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(nav).not.toBeVisible();
      await userEvent.click(toggle);
      await expect(canvas.getByRole('button', { name: /Close menu/ })).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Events and news' })).toHaveAttribute('aria-current', 'page');
    // Submenu: a disclosure that Escape closes, returning focus to its summary.
    const summary = canvas.getByText('Products', { selector: 'summary' });
    await userEvent.click(summary);
    const submenuLink = canvas.getByRole('link', { name: 'Automotive' });
    await expect(submenuLink).toBeVisible();
    submenuLink.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(submenuLink).not.toBeVisible());
    await expect(summary).toHaveFocus();
  },
};

/** Extranet header: business-area exit instead of the selector. */
export const Extranet: Story = {
  args: {
    ...header,
    languageSelector: undefined,
    items: [
      { label: 'Products', href: '/en/global/extranet/products' },
      { label: 'Photo gallery', href: '/en/global/extranet/photogallery' },
      { label: 'Catalogues', href: '/en/global/extranet/catalogues' },
    ],
    businessAreaExit: { href: '/en/global' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Leave the partner area/ })).toHaveAttribute('href', '/en/global');
  },
};

export const Minimal: Story = {
  args: { logo: header.logo, items: [], languageSelector: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Silca home page' })).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBeGreaterThanOrEqual(1280);
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Open menu/ })).toBeNull();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Открыть меню/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Главная страница Silca' })).toBeVisible();
  },
};
