import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../../core/Blok';
import { asset, doc } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';

describe('rich_text_with_image and repeatable_text_with_image', () => {
  it('puts the image on the chosen side', () => {
    const { container } = renderBlocks(
      <Blok
        blok={{
          _uid: 'r',
          component: 'rich_text_with_image',
          title: 'Quality',
          text: doc('Tested twice.'),
          image: asset('lab.jpg', 1200, 800, 'Lab'),
          image_position: 'left',
        }}
      />,
    );
    expect(container.querySelector('[data-image]')).toHaveAttribute('data-image', 'left');
    expect(screen.getByRole('img', { name: 'Lab' })).toBeInTheDocument();
    expect(screen.getByText('Tested twice.')).toBeInTheDocument();
  });

  it('alternates sides and nests headings under the section title', () => {
    const item = (uid: string, extra = {}) => ({
      _uid: uid,
      component: 'text_with_image_item',
      title: `Row ${uid}`,
      text: doc(uid),
      image: asset(`${uid}.jpg`),
      ...extra,
    });
    const { container } = renderBlocks(
      <Blok
        blok={{
          _uid: 'rep',
          component: 'repeatable_text_with_image',
          title: 'How it works',
          items: [item('a'), item('b'), item('c', { image_position: 'right' })],
        }}
      />,
    );
    expect([...container.querySelectorAll('[data-image]')].map((e) => e.getAttribute('data-image'))).toEqual(['right', 'left', 'right']);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});
