import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../../core/Blok';
import { doc } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';

const faq = {
  _uid: 'acc',
  component: 'accordion',
  title: 'Frequently asked questions',
  items: [
    { _uid: 'q1', component: 'accordion_item', title: 'Which keys can Futura cut?', text: doc('Flat, dimple and laser keys.') },
    { _uid: 'q2', component: 'accordion_item', title: 'Is there a warranty?', text: 'Two years on every machine.', open: true },
  ],
};

describe('accordion', () => {
  it('renders native details panels with headed summaries, honouring open', () => {
    const { container } = renderBlocks(<Blok blok={faq} />);
    const panels = container.querySelectorAll('details');
    expect(panels).toHaveLength(2);
    expect(panels[0]).not.toHaveAttribute('open');
    expect(panels[1]).toHaveAttribute('open');
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Which keys can Futura cut?' })).toBeInTheDocument();
  });

  it('opens a panel when its summary is activated', () => {
    const { container } = renderBlocks(<Blok blok={faq} />);
    const first = container.querySelector('details') as HTMLDetailsElement;
    fireEvent.click(first.querySelector('summary') as HTMLElement);
    expect(first.open).toBe(true);
  });

  it('renders nothing without items and rejects an item without title', () => {
    const { container } = renderBlocks(<Blok blok={{ ...faq, items: [] }} />);
    expect(container).toBeEmptyDOMElement();
    const { container: c2 } = renderBlocks(<Blok blok={{ ...faq, items: [{ _uid: 'x', component: 'accordion_item', title: '' }] }} />);
    expect(c2).toBeEmptyDOMElement();
  });
});
