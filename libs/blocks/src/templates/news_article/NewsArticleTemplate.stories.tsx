import type { Meta, StoryObj } from '@storybook/react-vite';
import { images, paragraphs } from '../../core/testing/storyContent';
import { NewsArticleTemplate } from './NewsArticleTemplate';

const meta = {
  title: 'Templates/NewsArticle',
  component: NewsArticleTemplate,
  args: {
    story: {
      uuid: 'news-1',
      name: 'Silca at Eisenwarenmesse',
      slug: 'silca-at-eisenwarenmesse',
      full_slug: 'global/events-and-news/press-releases/silca-at-eisenwarenmesse',
      content: {
        _uid: 'n1',
        component: 'news_article',
        title: 'Silca presents Futura Pro at Eisenwarenmesse',
        category: 'Press release',
        date: '2025-03-04 08:00',
        excerpt: 'The new electronic key-cutting machine cuts flat, dimple and laser keys with a single clamp.',
        image: images.news,
        body: paragraphs(
          'Cologne, 4 March 2025. At the international hardware fair Silca presents Futura Pro, the evolution of its best-selling key-cutting machine.',
          'Visitors can try the machine at stand A12 in hall 4, where Silca technicians will show the new universal clamp and the updated key database.',
          'Futura Pro will be available from May through the Silca dealer network in more than 120 countries.',
        ),
      },
    },
  },
} satisfies Meta<typeof NewsArticleTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PressRelease: Story = {};
