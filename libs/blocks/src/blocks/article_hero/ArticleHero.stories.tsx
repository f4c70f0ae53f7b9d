import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';
import { images } from '../../core/testing/storyContent';

const meta = {
  title: 'Blocks/ArticleHero',
  component: BlokList,
  decorators: [withBlocks()],
  args: {
    bloks: [
      {
        _uid: 'ah',
        component: 'article_hero',
        title: 'Silca presents Futura Pro at Eisenwarenmesse',
        eyebrow: 'Press release',
        date: '2025-03-04 08:00',
        excerpt: 'The new electronic key-cutting machine cuts flat, dimple and laser keys with a single clamp.',
        image: images.news,
      },
    ],
  },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
