import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MonthPicker } from './MonthPicker';
import { YearPicker } from './YearPicker';

function MonthDemo({ initial }: { initial: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <div style={{ maxWidth: 480 }}>
      <MonthPicker name="month" value={value} onChange={setValue} min="2019-01" max="2025-06" />
      <p data-testid="chosen">{value ?? 'none'}</p>
    </div>
  );
}

function YearDemo() {
  const [value, setValue] = useState<number | null>(2024);
  return (
    <div style={{ maxWidth: 480 }}>
      <YearPicker name="year" years={[2021, 2022, 2023, 2024, 2025]} value={value} onChange={setValue} />
      <p data-testid="chosen">{value}</p>
    </div>
  );
}

const meta = {
  title: 'UI/Pickers',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Month picker: year navigation within min..max, selection marked with aria-pressed. */
export const Month: Story = {
  render: () => <MonthDemo initial="2024-03" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'March 2024' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Next year' }));
    await expect(canvas.getByText('2025')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'July 2025' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next year' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'May 2025' }));
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('2025-05');
    await expect(canvas.getByRole('button', { name: 'May 2025' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Without JavaScript the months are submit buttons of a GET form. */
export const MonthInGetForm: Story = {
  render: () => (
    <form method="get" action="#">
      <MonthPicker name="month" initialYear={2024} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'January 2024' });
    await expect(button).toHaveAttribute('type', 'submit');
    await expect(button).toHaveAttribute('name', 'month');
    await expect(button).toHaveAttribute('value', '2024-01');
  },
};

export const Year: Story = {
  render: () => <YearDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const years = canvas.getAllByRole('button').map((b) => b.textContent);
    await expect(years).toEqual(['2025', '2024', '2023', '2022', '2021']);
    await userEvent.click(canvas.getByRole('button', { name: '2022' }));
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('2022');
    await expect(canvas.getByRole('button', { name: '2022' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '2024' })).toHaveAttribute('aria-pressed', 'false');
  },
};
