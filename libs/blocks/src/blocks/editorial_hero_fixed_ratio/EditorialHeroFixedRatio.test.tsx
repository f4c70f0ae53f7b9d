import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../../core/Blok';
import { asset } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';

describe('editorial_hero_fixed_ratio', () => {
  it('renders the editorial hero with the image cropped to 16:9', () => {
    const { container } = renderBlocks(
      <Blok blok={{ _uid: 'h', component: 'editorial_hero_fixed_ratio', title: 'Automotive', image: asset('car.jpg', 1200, 1200, 'Car keys') }} />,
    );
    expect(container.firstElementChild).toHaveAttribute('data-ratio', 'fixed');
    const img = screen.getByRole('img', { name: 'Car keys' });
    expect(Number(img.getAttribute('width')) / Number(img.getAttribute('height'))).toBeCloseTo(16 / 9, 1);
    expect(screen.getByRole('heading', { name: 'Automotive' })).toBeInTheDocument();
  });
});
