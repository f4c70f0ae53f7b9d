import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../../core/Blok';
import { storyLink, urlLink } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';

const blok = {
  _uid: 'p',
  component: 'pre_footer',
  title: 'Talk to our specialists',
  text: 'We answer within one working day.',
  cta_label: 'Contact us',
  cta_link: storyLink('global/contacts'),
};

describe('pre_footer', () => {
  it('renders the ui pre-footer band with title, text and CTA', () => {
    renderBlocks(<Blok blok={blok} />);
    expect(screen.getByRole('region', { name: 'Talk to our specialists' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Talk to our specialists' })).toBeInTheDocument();
    expect(screen.getByText('We answer within one working day.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/global/contacts');
  });

  it('renders no CTA (not a dead button) when the link is unsafe', () => {
    renderBlocks(<Blok blok={{ ...blok, cta_link: urlLink('javascript:void(0)') }} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
