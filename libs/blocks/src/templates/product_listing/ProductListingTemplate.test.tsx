import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SbStory } from '../../core/schema/common';
import { productStory } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';
import { pageHref, pageWindow } from '../../shared/Pagination';
import { ProductListingTemplate } from './ProductListingTemplate';

const listing: SbStory = {
  uuid: 'list-1',
  name: 'Key-cutting machines',
  slug: 'machines',
  full_slug: 'global/products/machines',
  content: { _uid: 'l', component: 'product_listing', title: 'Key-cutting machines', intro: 'Electronic and mechanical.', body: [] },
};
const products = ['Alpha', 'Bravo', 'Futura'].map((name) => productStory(name));

describe('product_listing template', () => {
  it('renders title, count, sort form and a grid of product cards linking through hrefForStory', () => {
    renderBlocks(<ProductListingTemplate story={listing} products={products} total={60} page={1} perPage={25} />, {
      links: { hrefForStory: (s) => `/it/global/${typeof s === 'string' ? s : s.full_slug}` },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Key-cutting machines' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('60 products');
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveAttribute('name', 'sort');
    expect(select.closest('form')).toHaveAttribute('method', 'get');
    const cards = screen.getAllByRole('heading', { level: 2 });
    expect(cards.map((h) => h.textContent)).toEqual(['Alpha', 'Bravo', 'Futura']);
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', `/it/global/${products[0]?.full_slug}`);
  });

  it('paginates with ?page=N links that work without JavaScript', () => {
    renderBlocks(<ProductListingTemplate story={listing} products={products} total={60} page={2} perPage={25} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '?');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=3');
    expect(within(nav).getByText('2').closest('[aria-current="page"]')).not.toBeNull();
  });

  it('shows the no-results message (docs/requirements/pages.md#error-messages) and no pagination when empty', () => {
    renderBlocks(<ProductListingTemplate story={listing} products={[]} total={0} page={1} perPage={25} />);
    expect(screen.getByText('There are no results for this query, edit or reset the filters.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('clamps nonsense paging input', () => {
    renderBlocks(<ProductListingTemplate story={listing} products={products} total={3} page={99} perPage={-5} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('pagination helpers', () => {
  it('keeps query parameters and omits page 1', () => {
    expect(pageHref(1, { sort: 'name_asc' })).toBe('?sort=name_asc');
    expect(pageHref(4, { sort: 'name_asc', q: undefined })).toBe('?sort=name_asc&page=4');
  });

  it('shows first, last and neighbours with gaps', () => {
    expect(pageWindow(5, 20)).toEqual([1, null, 4, 5, 6, null, 20]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
});
