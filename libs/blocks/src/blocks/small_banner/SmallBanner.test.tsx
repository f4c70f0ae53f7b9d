import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../../core/Blok';
import { asset, urlLink } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';

const banner = {
  _uid: 's',
  component: 'small_banner',
  title: 'Find a Silca dealer',
  text: 'Over 120 countries served.',
  image: asset('dealer.jpg', 800, 800, ''),
  cta_label: 'Dealer map',
  cta_link: urlLink('https://www.silca.biz/dealers'),
  cta_type: 'secondary',
};

describe('small_banner', () => {
  it('renders heading, text, a decorative image and an external CTA in a new tab', () => {
    const { container } = renderBlocks(<Blok blok={banner} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Find a Silca dealer' })).toBeInTheDocument();
    expect(screen.getByText('Over 120 countries served.')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    const cta = screen.getByRole('link', { name: /Dealer map/ });
    expect(cta).toHaveAttribute('href', 'https://www.silca.biz/dealers');
    expect(cta).toHaveAttribute('target', '_blank');
  });

  it('leaves out a CTA whose link is unsafe rather than rendering a dead button', () => {
    renderBlocks(<Blok blok={{ ...banner, cta_link: urlLink('javascript:alert(1)') }} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
