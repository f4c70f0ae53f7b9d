import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhotoAlbumTemplate } from '../photo_album/PhotoAlbumTemplate';
import { ShopTemplate } from '../shop/ShopTemplate';
import { images, paragraphs } from '../../core/testing/storyContent';
import { AthleteTemplate } from './AthleteTemplate';

const meta = {
  title: 'Templates/AthleteShopAlbum',
  component: AthleteTemplate,
  args: {
    story: {
      uuid: 'athlete',
      name: 'Giulia Moretti',
      slug: 'giulia-moretti',
      full_slug: 'global/athletes/giulia-moretti',
      content: {
        _uid: 'a',
        component: 'athlete',
        name: 'Giulia Moretti',
        year: 2019,
        titles: 'World champion, road cycling time trial',
        card: { ...images.hero, alt: 'Giulia Moretti' },
        biography: paragraphs('Giulia grew up a few kilometres from our factory and has ridden in Silca colours since her junior years.'),
      },
    },
  },
} satisfies Meta<typeof AthleteTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Athlete biography with titles, year and card (docs/requirements/pages.md#interface-elements). */
export const Athlete: Story = {};

export const Shop: Story = {
  render: () => (
    <ShopTemplate
      story={{
        uuid: 'shop',
        name: 'Silca Shop Madrid',
        slug: 'madrid',
        full_slug: 'global/silca-shops/madrid',
        content: {
          _uid: 's',
          component: 'shop',
          name: 'Silca Shop Madrid Chamberí',
          address: 'Calle de Fuencarral 120',
          city: 'Madrid',
          phone: '+34 91 123 45 67',
          email: 'shops@silca.it',
          opening_hours: 'Monday to Saturday, 8:30–12:30 and 15:00–19:00',
          image: images.machine,
          description: paragraphs('Residential and car keys cut while you wait; remotes and transponders programmed.'),
        },
      }}
    />
  ),
};

export const PhotoAlbum: Story = {
  render: () => (
    <PhotoAlbumTemplate
      story={{
        uuid: 'album',
        name: 'Machines',
        slug: 'machines',
        full_slug: 'global/extranet/photogallery/machines',
        content: {
          _uid: 'p',
          component: 'photo_album',
          title: 'Machines',
          intro: 'Product photos for partners.',
          images: [images.machine, { ...images.hero, id: 31 }, { ...images.key, id: 32 }],
        },
      }}
      albums={[
        {
          uuid: 'sub',
          name: 'futura',
          slug: 'futura',
          full_slug: 'global/extranet/photogallery/machines/futura',
          content: { _uid: 'f', component: 'photo_album', title: 'Futura' },
        },
      ]}
    />
  ),
};
