import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CtaButton } from '../cta/CtaButton';
import { LoadingBar, type LoadingBarState } from './LoadingBar';

function Demo() {
  const [state, setState] = useState<LoadingBarState>('idle');
  return (
    <div style={{ padding: 24, display: 'flex', gap: 12 }}>
      <LoadingBar state={state} />
      <CtaButton label="Start loading" onClick={() => setState('loading')} />
      <CtaButton label="Finish" type="secondary" onClick={() => setState('idle')} />
      <CtaButton label="Fail" type="tertiary" onClick={() => setState('error')} />
    </div>
  );
}

const meta = { title: 'UI/LoadingBar', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Black, 3 px; appears after 200 ms of loading, turns red on error. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvasElement.querySelector('[data-state]') as HTMLElement;
    await expect(bar.getBoundingClientRect().height).toBe(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Start loading' }));
    await expect(bar.dataset['state']).toBe('idle');
    await waitFor(() => expect(bar.dataset['state']).toBe('loading'), { timeout: 1000 });
    await expect(getComputedStyle(bar.firstElementChild as Element).backgroundColor).toBe('rgb(0, 0, 0)');
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await waitFor(() => expect(bar.dataset['state']).toBe('error'));
    await expect(getComputedStyle(bar.firstElementChild as Element).backgroundColor).toBe('rgb(200, 16, 46)');
  },
};
