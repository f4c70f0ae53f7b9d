import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FilterPanel, type FilterGroup, type FilterValues } from './FilterPanel';

const groups: FilterGroup[] = [
  {
    name: 'category',
    label: 'Category',
    options: [
      { value: 'key-cutting-machines', label: 'Key-cutting machines', count: 14 },
      { value: 'keys', label: 'Keys and blanks', count: 120 },
      { value: 'remotes', label: 'Remotes', count: 32 },
    ],
  },
  {
    name: 'application',
    label: 'Application',
    type: 'radio',
    options: [
      { value: 'automotive', label: 'Automotive' },
      { value: 'residential', label: 'Residential' },
    ],
  },
];

const sort = { name: 'sort', value: 'name-asc', options: [{ value: 'name-asc', label: 'Name A to Z' }] };

function countFor(values: FilterValues): number {
  const categories = values['category'] ?? [];
  const total = categories.length === 0 ? 166 : categories.length * 23;
  return (values['application'] ?? []).length > 0 ? Math.round(total / 2) : total;
}

function FilterDemo({ initial }: { initial: FilterValues }) {
  const [values, setValues] = useState<FilterValues>(initial);
  return (
    <div style={{ maxWidth: 360, padding: 16 }}>
      <FilterPanel groups={groups} values={initial} sort={sort} resultCount={countFor(values)} resetHref="?" action="#" onChange={setValues} />
    </div>
  );
}

const meta = {
  title: 'UI/FilterPanel',
  component: FilterDemo,
  args: { initial: { category: ['keys'] } },
} satisfies Meta<typeof FilterDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below 1024 px the Filters button opens a full-screen dialog with Reset and "Show N results". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mobile = window.innerWidth < 1024;
    let scope = canvas;
    if (mobile) {
      const trigger = await canvas.findByRole('button', { name: /Filters/ });
      await expect(trigger).toHaveTextContent('1');
      await userEvent.click(trigger);
      const dialog = await canvas.findByRole('dialog', { name: 'Filters' });
      scope = within(dialog);
    }
    await expect(scope.getByRole('checkbox', { name: 'Keys and blanks (120)' })).toBeChecked();
    await expect(scope.getByRole('button', { name: 'Show 23 results' })).toBeVisible();
    await userEvent.click(scope.getByRole('checkbox', { name: 'Remotes (32)' }));
    await waitFor(() => expect(scope.getByRole('button', { name: 'Show 46 results' })).toBeVisible());
    await userEvent.click(scope.getByRole('radio', { name: 'Automotive' }));
    await waitFor(() => expect(scope.getByRole('button', { name: 'Show 23 results' })).toBeVisible());
    await expect(scope.getByRole('link', { name: 'Reset' })).toHaveAttribute('href', '?');
  },
};

/** The no-JavaScript contract: a GET form whose fields are query parameters. */
export const GetForm: Story = {
  args: { initial: {} },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await expect(form.method).toBe('get');
    await expect(form.querySelectorAll('input[name="category"]')).toHaveLength(3);
    await expect(form.querySelector('select[name="sort"]')).not.toBeNull();
    await expect(within(form).getByRole('button', { name: 'Show 166 results' })).toHaveAttribute('type', 'submit');
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Filters' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Filters/ })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remotes (32)' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Show 46 results' })).toBeVisible());
  },
};
