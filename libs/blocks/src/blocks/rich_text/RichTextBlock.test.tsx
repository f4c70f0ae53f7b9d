import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../../core/Blok';
import { doc } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';

describe('rich_text', () => {
  it('renders its document', () => {
    renderBlocks(<Blok blok={{ _uid: 'r', component: 'rich_text', text: doc('Silca was founded in 1967.') }} />);
    expect(screen.getByText('Silca was founded in 1967.')).toBeInTheDocument();
  });

  it.each([doc(), '', null, { type: 'doc', content: [{ type: 'paragraph' }] }])('renders nothing for an empty field %j', (text) => {
    const { container } = renderBlocks(<Blok blok={{ _uid: 'r', component: 'rich_text', text }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
