import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok, BlokList } from '../../core/Blok';
import { asset } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';

const slim = { _uid: 's', component: 'slim_hero', title: 'After sales', subtitle: 'Service and spare parts', image: asset('bg.jpg') };

describe('slim_hero', () => {
  it('is the page <h1> when first, with a decorative background image', () => {
    renderBlocks(<BlokList bloks={[slim]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'After sales' })).toBeInTheDocument();
    expect(screen.getByText('Service and spare parts')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an <h2> elsewhere', () => {
    renderBlocks(<Blok blok={slim} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});
