import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../../core/Blok';
import { asset, emptyAsset } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';

describe('image_grid', () => {
  it('renders square figures with alt text and captions, skipping empty assets', () => {
    const { container } = renderBlocks(
      <Blok
        blok={{
          _uid: 'ig',
          component: 'image_grid',
          title: 'Our plant',
          images: [{ ...asset('a.jpg', 1600, 900, 'Assembly line'), title: 'Assembly' }, emptyAsset, asset('b.jpg', 1600, 900, 'Warehouse')],
        }}
      />,
    );
    expect(screen.getByRole('list', { name: 'Our plant' })).toBeInTheDocument();
    expect(container.querySelectorAll('figure')).toHaveLength(2);
    expect(screen.getByText('Assembly').tagName).toBe('FIGCAPTION');
    const img = screen.getByRole('img', { name: 'Warehouse' });
    expect(img.getAttribute('width')).toBe(img.getAttribute('height'));
  });
});
