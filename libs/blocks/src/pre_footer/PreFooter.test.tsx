import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../core/Blok';
import { storyLink } from '../testing/fixtures';
import { renderBlocks } from '../testing/render';

describe('pre_footer', () => {
  it('renders a dark band with title, text and CTA', () => {
    const { container } = renderBlocks(
      <Blok
        blok={{
          _uid: 'p',
          component: 'pre_footer',
          title: 'Talk to our specialists',
          text: 'We answer within one working day.',
          cta_label: 'Contact us',
          cta_link: storyLink('global/contacts'),
        }}
      />,
    );
    expect(container.firstElementChild).toHaveAttribute('data-silca-surface', 'dark');
    expect(screen.getByRole('heading', { level: 2, name: 'Talk to our specialists' })).toBeInTheDocument();
    expect(screen.getByText('We answer within one working day.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/global/contacts');
  });
});
