import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { LoadMoreButton } from './LoadMoreButton';

function NewsDemo() {
  const [items, setItems] = useState(6);
  const total = 14;
  return (
    <div style={{ padding: 16 }}>
      <ul>
        {Array.from({ length: items }, (_, i) => (
          <li key={i}>News item {i + 1}</li>
        ))}
      </ul>
      {items < total ? (
        <LoadMoreButton
          nextPage={items / 6 + 1}
          search="?type=news"
          onLoadMore={() => setItems((n) => Math.min(n + 6, total))}
          status={`${items} of ${total}`}
        />
      ) : null}
    </div>
  );
}

const meta = { title: 'UI/LoadMoreButton', component: NewsDemo } satisfies Meta<typeof NewsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link to ?page=N (no JS); with JS it appends in place until everything is shown. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Load more' });
    await expect(link).toHaveAttribute('href', '?type=news&page=2');
    await userEvent.click(link);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
    await expect(canvas.getByRole('link', { name: 'Load more' })).toHaveAttribute('href', '?type=news&page=3');
    await userEvent.click(canvas.getByRole('link', { name: 'Load more' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(14);
    await expect(canvas.queryByRole('link', { name: 'Load more' })).toBeNull();
  },
};
