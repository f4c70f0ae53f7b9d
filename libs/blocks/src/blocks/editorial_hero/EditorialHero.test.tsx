import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../../core/Blok';
import { asset, doc, emptyAsset, storyLink } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';
import { editorialHeroSchema } from './schema';

const hero = {
  _uid: 'h1',
  component: 'editorial_hero',
  title: 'Precision that opens every door',
  subtitle: 'Key-cutting machines',
  text: 'Electronic and mechanical machines for every key.',
  image: asset('futura-pro.jpg', 1600, 900, 'Futura Pro key-cutting machine'),
  cta_label: 'Discover the range',
  cta_link: storyLink('global/products/machines'),
  cta_type: '',
};

describe('editorial_hero', () => {
  it('renders title, subtitle, text, image and CTA', () => {
    renderBlocks(<Blok blok={hero} />);
    expect(screen.getByRole('heading', { name: hero.title })).toBeInTheDocument();
    expect(screen.getByText('Key-cutting machines')).toBeInTheDocument();
    expect(screen.getByText(/Electronic and mechanical/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Futura Pro key-cutting machine' })).toHaveAttribute('width');
    expect(screen.getByRole('link', { name: 'Discover the range' })).toHaveAttribute('href', '/global/products/machines');
  });

  it('outside a list renders an <h2> with a lazy image (not the page opener)', () => {
    renderBlocks(<Blok blok={hero} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('accepts rich text and renders without image or CTA when those are empty', () => {
    const { container } = renderBlocks(<Blok blok={{ ...hero, text: doc('Rich intro'), image: emptyAsset, cta_label: '', cta_link: storyLink('') }} />);
    expect(screen.getByText('Rich intro')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('schema rejects a missing title and an unknown cta_type', () => {
    expect(editorialHeroSchema.safeParse({ ...hero, title: '' }).success).toBe(false);
    expect(editorialHeroSchema.safeParse({ ...hero, cta_type: 'neon' }).success).toBe(false);
    expect(editorialHeroSchema.parse({ ...hero, cta_type: 'ghostdark' }).cta_type).toBe('ghostdark');
  });
});
