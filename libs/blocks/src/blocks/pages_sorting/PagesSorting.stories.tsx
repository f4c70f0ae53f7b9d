import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';
import { images } from '../../core/testing/storyContent';

const pages = ['Our company', 'Our history', 'Sustainability'].map((name, i) => ({
  uuid: `page-${i}`,
  name,
  slug: `p${i}`,
  full_slug: `global/about-us/p${i}`,
  content: {
    _uid: `p${i}`,
    component: 'page',
    title: name,
    seo_description: 'Learn more about the Silca group.',
    image: i === 1 ? images.hero : undefined,
    body: [],
  },
}));

const meta = {
  title: 'Blocks/PagesSorting',
  component: BlokList,
  decorators: [withBlocks({ rels: pages })],
  args: { bloks: [{ _uid: 'ps', component: 'pages_sorting', title: 'About us', pages: pages.map((p) => p.uuid) }] },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
