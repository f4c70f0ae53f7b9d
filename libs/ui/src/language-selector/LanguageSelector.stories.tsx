import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { languageSelector } from '../storybook/fixtures';
import { LanguageSelector } from './LanguageSelector';

const meta = {
  title: 'UI/LanguageSelector',
  component: LanguageSelector,
  args: languageSelector,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens, lists nine languages (hreflang) and five markets, marks the current ones, closes on Escape. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvasElement.querySelector('summary') as HTMLElement;
    // <summary> cannot carry aria-label: named by its text.
    await expect(summary).not.toHaveAttribute('aria-label');
    await expect(summary).toHaveTextContent('Change language and location: Global · EN');
    await userEvent.click(summary);
    const languages = canvas.getByRole('navigation', { name: 'Language' });
    const links = within(languages).getAllByRole('link');
    await expect(links).toHaveLength(9);
    await expect(within(languages).getByRole('link', { name: 'Italiano' })).toHaveAttribute('hreflang', 'it');
    await expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'Global' })).toHaveAttribute('aria-current', 'true');
    within(languages).getByRole('link', { name: 'Deutsch' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(languages).not.toBeVisible());
    await expect(summary).toHaveFocus();
  },
};

/** A country market: one language. */
export const ItalyMarket: Story = {
  args: {
    current: { locale: 'it', market: 'italy' },
    languages: [{ locale: 'it', label: 'Italiano', href: '/' }],
    markets: languageSelector.markets,
  },
};
