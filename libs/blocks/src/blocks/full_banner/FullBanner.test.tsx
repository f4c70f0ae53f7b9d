import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok, BlokList } from '../../core/Blok';
import { asset, storyLink } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';

const banner = {
  _uid: 'fb',
  component: 'full_banner',
  title: 'Made in Italy since 1900',
  text: 'Designed and built in Vittorio Veneto.',
  image: asset('factory.jpg', 2400, 1000, 'Silca factory'),
  cta_label: 'Our history',
  cta_link: storyLink('global/about-us'),
};

describe('full_banner and full_banner_fixed_ratio', () => {
  it('renders image, title, text and CTA on a dark surface', () => {
    const { container } = renderBlocks(<Blok blok={banner} />);
    expect(container.firstElementChild).toHaveAttribute('data-silca-surface', 'dark');
    expect(screen.getByRole('heading', { level: 2, name: banner.title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Silca factory' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Our history' })).toHaveAttribute('href', '/global/about-us');
  });

  it('loads the image eagerly when it opens the page', () => {
    renderBlocks(<BlokList bloks={[banner]} />);
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('fixed ratio crops the image to 21:9', () => {
    const { container } = renderBlocks(<Blok blok={{ ...banner, component: 'full_banner_fixed_ratio' }} />);
    expect(container.firstElementChild).toHaveAttribute('data-ratio', 'fixed');
    expect(screen.getByRole('img').getAttribute('src')).toMatch(/\/m\/\d+x\d+\//);
    const img = screen.getByRole('img');
    expect(Number(img.getAttribute('width')) / Number(img.getAttribute('height'))).toBeCloseTo(21 / 9, 1);
  });

  it('requires an image', () => {
    const { container } = renderBlocks(<Blok blok={{ ...banner, image: undefined }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
