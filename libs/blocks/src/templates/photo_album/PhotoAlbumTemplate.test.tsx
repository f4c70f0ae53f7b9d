import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SbStory } from '../../core/schema/common';
import { asset } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';
import { PhotoAlbumTemplate } from './PhotoAlbumTemplate';

const photos = [1, 2, 3].map((n) => ({ ...asset(`machines-${n}.jpg`, 1600, 1067, `Machines ${n}`), title: `Machines ${n}` }));
const album: SbStory = {
  uuid: 'album',
  name: 'Machines',
  slug: 'machines',
  full_slug: 'global/extranet/photogallery/machines/',
  content: { _uid: 'c', component: 'photo_album', title: 'Machines', images: photos },
};

const photoLink = (n: number) => screen.getAllByRole('link').find((a) => a.getAttribute('href') === photos[n - 1]!.filename)!;

describe('photo album browser (docs/requirements/pages.md#interface-elements "album browser")', () => {
  it('a click on a photo opens it in the album browser; next, previous, arrow keys and close work', async () => {
    renderBlocks(<PhotoAlbumTemplate story={album} />);
    const link = photoLink(2);
    // The link itself still leads to the file (no JavaScript, Ctrl + click, a new tab).
    expect(link).toHaveAttribute('href', photos[1]!.filename);
    expect(fireEvent.click(link)).toBe(false); // default prevented: the page stays
    const dialog = await screen.findByRole('dialog', { name: 'Machines 2' });
    const view = within(dialog);
    expect(view.getByText('Photo 2 of 3')).toBeInTheDocument();
    expect(view.getByRole('img', { name: 'Machines 2' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Download the original' })).toHaveAttribute('href', photos[1]!.filename);

    fireEvent.click(view.getByRole('button', { name: 'Next photo' }));
    expect(await screen.findByRole('dialog', { name: 'Machines 3' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: 'Machines 1' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(await screen.findByRole('dialog', { name: 'Machines 3' })).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Previous photo' }));
    expect(await screen.findByRole('dialog', { name: 'Machines 2' })).toBeInTheDocument();

    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Ctrl + click keeps the browser default (the file, in a new tab)', () => {
    renderBlocks(<PhotoAlbumTemplate story={album} />);
    expect(fireEvent.click(photoLink(1), { ctrlKey: true })).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a photo whose caption says the same as its alt text has a decorative image (axe image-redundant-alt)', () => {
    const withOwnAlt = { ...asset('detail.jpg', 1600, 1067, 'Futura Pro clamp, close up'), title: 'Clamp' };
    renderBlocks(<PhotoAlbumTemplate story={{ ...album, content: { ...album.content, images: [photos[0], withOwnAlt] } }} />);
    const first = photoLink(1);
    expect(first.querySelector('img')).toHaveAttribute('alt', '');
    expect(first).toHaveAccessibleName('Machines 1');
    // Different words: the alt text stays.
    expect(screen.getByRole('img', { name: 'Futura Pro clamp, close up' })).toBeInTheDocument();
  });
});
