import type { Meta, StoryObj } from '@storybook/react-vite';
import { images } from '../../core/testing/storyContent';
import { LandingPageTemplate } from './LandingPageTemplate';

const meta = {
  title: 'Templates/LandingPage',
  component: LandingPageTemplate,
  args: {
    story: {
      uuid: 'landing_page',
      name: 'Smart Pro Mini',
      slug: 'landing_page',
      full_slug: 'global/landing_page',
      content: {
        _uid: 'l',
        component: 'landing_page',
        title: 'Smart Pro Mini',
        body: [
          { _uid: 'h', component: 'editorial_hero', title: 'Smart Pro Mini', subtitle: 'New', text: 'The smallest Silca programmer.', image: images.hero },
          {
            _uid: 'p',
            component: 'paragraphs_grid',
            items: [
              { _uid: 'a', component: 'paragraph_item', title: 'Compact', text: 'Fits in one hand.' },
              { _uid: 'b', component: 'paragraph_item', title: 'Connected', text: 'Updates over Wi-Fi.' },
            ],
          },
        ],
      },
    },
  },
} satisfies Meta<typeof LandingPageTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
