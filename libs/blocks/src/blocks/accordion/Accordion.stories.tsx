import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';
import { paragraphs } from '../../core/testing/storyContent';

const meta = {
  title: 'Blocks/Accordion',
  component: BlokList,
  decorators: [withBlocks()],
  args: {
    bloks: [
      {
        _uid: 'acc',
        component: 'accordion',
        title: 'Frequently asked questions',
        items: [
          {
            _uid: 'q1',
            component: 'accordion_item',
            title: 'Which keys can Futura Pro cut?',
            text: paragraphs('Flat, dimple, laser and tubular keys with one universal clamp.'),
          },
          { _uid: 'q2', component: 'accordion_item', title: 'How long is the warranty?', text: 'Two years on every Silca machine.' },
          {
            _uid: 'q3',
            component: 'accordion_item',
            title: 'Where can I buy spare parts?',
            text: paragraphs('From your Silca dealer or the after-sales service.'),
          },
        ],
      },
    ],
  },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Native details/summary: opens with a click or the keyboard, without JavaScript. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByText('How long is the warranty?').closest('summary') as HTMLElement;
    const details = summary.parentElement as HTMLDetailsElement;
    await expect(details.open).toBe(false);
    await userEvent.click(summary);
    await expect(details.open).toBe(true);
    await expect(canvas.getByText('Two years on every Silca machine.')).toBeVisible();
  },
};
