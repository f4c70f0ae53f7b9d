import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhotoAlbumTemplate } from '../photo_album/PhotoAlbumTemplate';
import type { SbStory } from '../../core/schema/common';
import { ShopTemplate } from '../shop/ShopTemplate';
import { asset, doc } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';
import { AthleteTemplate } from './AthleteTemplate';

const story = (content: Record<string, unknown>): SbStory => ({
  uuid: 'u',
  name: 'n',
  slug: 's',
  full_slug: 'global/s',
  content: { _uid: 'c', component: String(content.component), ...content },
});

describe('athlete, photo_album and shop templates', () => {
  it('athlete shows card, name, titles, year and biography (docs/requirements/content.md#entities)', () => {
    renderBlocks(
      <AthleteTemplate
        story={story({
          component: 'athlete',
          name: 'Giulia Moretti',
          year: 2019,
          titles: 'World champion',
          card: asset('giulia.jpg', 600, 800, 'Giulia Moretti'),
          biography: doc('Rides in Silca colours.'),
        })}
      />,
      { locale: 'it' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Giulia Moretti' })).toBeInTheDocument();
    expect(screen.getByText('Atleta Silca dal 2019')).toBeInTheDocument();
    expect(screen.getByText('World champion')).toBeInTheDocument();
    expect(screen.getByText('Rides in Silca colours.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Giulia Moretti' })).toHaveAttribute('loading', 'eager');
  });

  it('photo_album links sub-albums and each photo to its full-size file', () => {
    const photo = asset('m1.jpg', 1600, 1067, 'Machines 1');
    renderBlocks(
      <PhotoAlbumTemplate
        story={story({ component: 'photo_album', title: 'Machines', images: [photo] })}
        albums={[
          {
            uuid: 'a',
            name: 'futura-album',
            slug: 'futura',
            full_slug: 'global/extranet/photogallery/machines/futura',
            content: { _uid: 'x', component: 'photo_album', title: 'Futura' },
          },
        ]}
      />,
    );
    expect(screen.getByText('Partner area')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Futura' }).getAttribute('href')).toBe('/global/extranet/photogallery/machines/futura');
    expect(screen.getByRole('img', { name: 'Machines 1' }).closest('a')).toHaveAttribute('href', photo.filename);
  });

  it('shop shows the address block with tel: and mailto: links', () => {
    renderBlocks(
      <ShopTemplate
        story={story({
          component: 'shop',
          name: 'Silca Shop Madrid',
          address: 'Calle de Fuencarral 120',
          city: 'Madrid',
          phone: '+34 91 123 45 67',
          email: 'shops@silca.it',
          opening_hours: 'Mon–Sat 8:30–19:00',
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Silca Shop Madrid' })).toBeInTheDocument();
    expect(screen.getByText(/Calle de Fuencarral 120, Madrid/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+34 91 123 45 67' })).toHaveAttribute('href', 'tel:+34911234567');
    expect(screen.getByRole('link', { name: /shops@silca.it/ })).toHaveAttribute('href', 'mailto:shops@silca.it');
  });
});
