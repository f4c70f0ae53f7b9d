import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { images, paragraphs, productStories } from '../../core/testing/storyContent';
import { PageTemplate } from './PageTemplate';

const home = {
  uuid: 'home',
  name: 'Home',
  slug: 'home',
  full_slug: 'global/home',
  content: {
    _uid: 'home-content',
    component: 'page',
    title: 'Silca',
    body: [
      {
        _uid: 'h',
        component: 'editorial_hero',
        title: 'Precision that opens every door',
        subtitle: 'Key-cutting machines',
        text: 'Electronic and mechanical machines that cut every key in seconds.',
        image: images.hero,
        cta_label: 'Discover the range',
        cta_link: { id: '1', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'global/products' },
      },
      { _uid: 'pc', component: 'products_carousel', title: 'Featured machines', products: productStories.slice(0, 6).map((s) => s.uuid) },
      {
        _uid: 'rt',
        component: 'rich_text',
        text: paragraphs(
          'Since 1967 Silca has designed and built key-cutting machines, key blanks and transponder solutions for locksmiths, hardware stores and automotive specialists.',
          'Today our products are sold in more than 120 countries.',
        ),
      },
      {
        _uid: 'sb',
        component: 'small_banner',
        title: 'Find a Silca dealer near you',
        text: 'More than 2,000 service points worldwide.',
        cta_label: 'Dealer map',
        cta_link: { id: '', url: '/contacts', linktype: 'url', fieldtype: 'multilink', cached_url: '/contacts' },
      },
      {
        _uid: 'pf',
        component: 'pre_footer',
        title: 'Talk to our specialists',
        cta_label: 'Contact us',
        cta_link: { id: '1', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: 'global/contacts' },
      },
    ],
  },
};

const meta = {
  title: 'Templates/Page',
  component: PageTemplate,
  args: { story: home, rels: productStories },
} satisfies Meta<typeof PageTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page: hero (the <h1>), products carousel, text, banner, pre-footer. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

/** A generic page without a hero: the title becomes the <h1>. */
export const GenericPage: Story = {
  args: {
    story: {
      ...home,
      uuid: 'about',
      name: 'About us',
      full_slug: 'global/about-us',
      content: {
        _uid: 'about',
        component: 'page',
        title: 'About us',
        body: [{ _uid: 'rt', component: 'rich_text', text: paragraphs('A family company from Vittorio Veneto, Italy.') }],
      },
    },
  },
};
