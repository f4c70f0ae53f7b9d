import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlokList } from '../../core/Blok';
import { asset, productStory, storyLink } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';

describe('product_hero', () => {
  const product = productStory('Futura Pro');
  const hero = {
    _uid: 'ph',
    component: 'product_hero',
    title: 'Futura Pro',
    eyebrow: 'New',
    image: asset('futura.png', 1200, 1200, 'Futura Pro'),
    cta_label: 'Discover',
    product: product.uuid,
  };

  it('links the CTA to the related product when no link is set, and is the page <h1>', () => {
    renderBlocks(<BlokList bloks={[hero]} />, { rels: [product] });
    expect(screen.getByRole('heading', { level: 1, name: 'Futura Pro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', `/${product.full_slug}`);
    expect(screen.getByRole('img', { name: 'Futura Pro' })).toHaveAttribute('loading', 'eager');
  });

  it('prefers an explicit CTA link, and shows no CTA without any target', () => {
    const { unmount } = renderBlocks(<BlokList bloks={[{ ...hero, cta_link: storyLink('global/contacts') }]} />, { rels: [product] });
    expect(screen.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/global/contacts');
    unmount();
    renderBlocks(<BlokList bloks={[hero]} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
