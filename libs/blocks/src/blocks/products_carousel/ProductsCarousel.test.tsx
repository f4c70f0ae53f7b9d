import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Blok } from '../../core/Blok';
import { productStory } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';

const futura = productStory('Futura Pro');
const alpha = productStory('Alpha Pro');
const bravo = productStory('Bravo');

const blok = (products: unknown[]) => ({ _uid: 'pc', component: 'products_carousel', title: 'Featured machines', products });

describe('products_carousel', () => {
  it('resolves uuids through BlocksProvider rels, in editor order, with links from hrefForStory', () => {
    renderBlocks(<Blok blok={blok([alpha.uuid, futura.uuid])} />, {
      rels: [futura, alpha],
      links: { hrefForStory: (story) => `/en/${typeof story === 'string' ? story : story.full_slug}` },
    });
    const region = screen.getByRole('region', { name: 'Featured machines carousel' });
    const links = within(region).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Alpha Pro', 'Futura Pro']);
    expect(links[0]).toHaveAttribute('href', `/en/${alpha.full_slug}`);
  });

  it('accepts stories resolved in place and skips unresolvable uuids', () => {
    renderBlocks(<Blok blok={blok([futura, 'gone-uuid'])} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('renders nothing when no product resolves', () => {
    const { container } = renderBlocks(<Blok blok={blok(['gone-uuid'])} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('loads previous/next controls after hydration; next scrolls the track and enables previous', async () => {
    renderBlocks(<Blok blok={blok([futura, alpha, bravo])} />);
    const track = screen.getByRole('list');
    // jsdom has no layout: give the track a scrollable width before the controls measure it.
    Object.defineProperty(track, 'clientWidth', { value: 300, configurable: true });
    Object.defineProperty(track, 'scrollWidth', { value: 900, configurable: true });
    const next = await screen.findByRole('button', { name: 'Next' });
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toBeDisabled();
    fireEvent.click(next);
    expect(track.scrollLeft).toBe(270);
    expect(previous).toBeEnabled();
  });

  it('shows no controls when every card fits', async () => {
    renderBlocks(<Blok blok={blok([futura])} />);
    // Give the lazy chunk time to load; it must still render nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
