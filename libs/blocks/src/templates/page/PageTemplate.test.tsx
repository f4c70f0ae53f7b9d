import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SbStory } from '../../core/schema/common';
import { asset, productStory } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';
import { PageTemplate } from './PageTemplate';

const page = (body: unknown[]): SbStory => ({
  uuid: 'p',
  name: 'About us',
  slug: 'about-us',
  full_slug: 'global/about-us',
  content: { _uid: 'c', component: 'page', title: 'About us', body },
});

describe('page template', () => {
  it('renders the title as <h1> when the body does not open with a hero', () => {
    renderBlocks(<PageTemplate story={page([{ _uid: 'b', component: 'small_banner', title: 'Join us' }])} />);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Join us' })).toBeInTheDocument();
  });

  it('lets an opening hero provide the only <h1>', () => {
    renderBlocks(
      <PageTemplate story={page([{ _uid: 'h', component: 'editorial_hero', title: 'Since 1967', image: asset('hq.jpg', 1600, 900, 'Headquarters') }])} />,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Since 1967']);
  });

  it('renders content the server parsed as given, and refuses content nobody parsed without schemas (decision 0964)', () => {
    renderBlocks(<PageTemplate story={page([])} />, { validated: true, schemas: null });
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderBlocks(<PageTemplate story={page([])} />, { schemas: null })).toThrow(/"page" rendered with content that was not parsed/);
  });

  it('passes rels to its bloks', () => {
    const product = productStory('Futura');
    renderBlocks(<PageTemplate story={page([{ _uid: 'pc', component: 'products_carousel', title: 'Machines', products: [product.uuid] }])} rels={[product]} />);
    expect(screen.getByRole('link', { name: 'Futura' })).toBeInTheDocument();
  });
});
