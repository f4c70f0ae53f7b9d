import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../../core/Blok';
import { renderBlocks } from '../../core/testing/render';

describe('paragraphs_grid', () => {
  it('renders a list of titled paragraphs in the chosen columns', () => {
    const { container } = renderBlocks(
      <Blok
        blok={{
          _uid: 'pg',
          component: 'paragraphs_grid',
          columns: '4',
          items: ['Quality', 'Service', 'Innovation', 'Reach'].map((title) => ({ _uid: title, component: 'paragraph_item', title, text: `${title} text` })),
        }}
      />,
    );
    expect(container.querySelector('ul')).toHaveAttribute('data-columns', '4');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    expect(screen.getByText('Reach text')).toBeInTheDocument();
  });

  it('rejects an unknown column count', () => {
    const { container } = renderBlocks(<Blok blok={{ _uid: 'pg', component: 'paragraphs_grid', columns: '7', items: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
