import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ForbiddenTemplate } from '../forbidden/ForbiddenTemplate';
import { GenericErrorTemplate } from '../generic_error/GenericErrorTemplate';
import { UnauthorizedTemplate } from '../unauthorized/UnauthorizedTemplate';
import { NotFoundTemplate } from './NotFoundTemplate';

const meta = {
  title: 'Templates/ErrorScreens',
  component: NotFoundTemplate,
  args: { currentPath: '/en/global/products/unknown' },
} satisfies Meta<typeof NotFoundTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 404 (docs/requirements/pages.md#error-screens, docs/requirements/pages.md#error-messages). */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Go back to the homepage' })).toHaveAttribute('href', '/');
  },
};

/** 403 on an extranet path: back to /extranet. */
export const Forbidden: Story = {
  args: { currentPath: '/en/global/extranet/catalogues' },
  render: (args) => <ForbiddenTemplate {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Go back to the homepage' })).toHaveAttribute('href', '/extranet');
  },
};

export const GenericError: Story = {
  render: (args) => <GenericErrorTemplate {...args} />,
};

/** 401: no back button (the site uses the empty layout). */
export const Unauthorized: Story = {
  render: (args) => <UnauthorizedTemplate {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
