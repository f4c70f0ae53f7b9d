import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../../core/Blok';
import type { SbStory } from '../../core/schema/common';
import { asset } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';

const category = (name: string): SbStory => ({
  uuid: `cat-${name}`,
  name,
  slug: name.toLowerCase(),
  full_slug: `global/categories/${name.toLowerCase()}`,
  content: { _uid: name, component: 'category', name, image: asset(`${name}.jpg`, 800, 600, '') },
});

describe('categories_sorting_manual and _automatic', () => {
  it('manual: resolves the editor selection through rels, in order', () => {
    const a = category('Automotive');
    const r = category('Residential');
    renderBlocks(<Blok blok={{ _uid: 'm', component: 'categories_sorting_manual', title: 'Our ranges', categories: [r.uuid, a.uuid, 'gone'] }} />, {
      rels: [a, r],
    });
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Residential', 'Automotive']);
    expect(screen.getByRole('link', { name: 'Residential' })).toHaveAttribute('href', '/global/categories/residential');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('automatic: shows the collection the site fetched for the blok uid', () => {
    renderBlocks(<Blok blok={{ _uid: 'auto-1', component: 'categories_sorting_automatic', folder: 'global/categories/' }} />, {
      collections: { 'auto-1': { stories: [category('Machines')] }, other: { stories: [category('Wrong')] } },
    });
    expect(screen.getByRole('link', { name: 'Machines' })).toBeInTheDocument();
    expect(screen.queryByText('Wrong')).toBeNull();
  });

  it('automatic without data renders nothing', () => {
    const { container } = renderBlocks(<Blok blok={{ _uid: 'auto-2', component: 'categories_sorting_automatic', folder: 'global/categories/' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
