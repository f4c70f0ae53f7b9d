import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../../core/Blok';
import { doc } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';

describe('centered_title_paragraph', () => {
  it('renders eyebrow, title and rich or plain text', () => {
    renderBlocks(
      <Blok blok={{ _uid: 'c', component: 'centered_title_paragraph', eyebrow: 'Our mission', title: 'Security, made simple', text: doc('We make keys.') }} />,
    );
    expect(screen.getByText('Our mission')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Security, made simple' })).toBeInTheDocument();
    expect(screen.getByText('We make keys.')).toBeInTheDocument();
  });

  it('splits a textarea into paragraphs on blank lines', () => {
    const { container } = renderBlocks(<Blok blok={{ _uid: 'c', component: 'centered_title_paragraph', title: 'T', text: 'One.\n\nTwo.' }} />);
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });
});
