import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../../core/Blok';
import type { SbStory } from '../../core/schema/common';
import { renderBlocks } from '../../core/testing/render';

const page = (name: string): SbStory => ({
  uuid: `p-${name}`,
  name,
  slug: name,
  full_slug: `global/about-us/${name}`,
  content: { _uid: name, component: 'page', title: name, seo_description: `${name} teaser`, body: [] },
});

describe('pages_sorting', () => {
  it('shows the editor selection when set', () => {
    const a = page('history');
    renderBlocks(<Blok blok={{ _uid: 'ps', component: 'pages_sorting', pages: [a.uuid] }} />, { rels: [a], collections: { ps: { stories: [page('other')] } } });
    expect(screen.getByRole('link', { name: 'history' })).toHaveAttribute('href', '/global/about-us/history');
    expect(screen.getByText('history teaser')).toBeInTheDocument();
    expect(screen.queryByText('other')).toBeNull();
  });

  it('falls back to the folder collection', () => {
    renderBlocks(<Blok blok={{ _uid: 'ps', component: 'pages_sorting', folder: 'global/about-us' }} />, { collections: { ps: { stories: [page('values')] } } });
    expect(screen.getByRole('link', { name: 'values' })).toBeInTheDocument();
  });
});
