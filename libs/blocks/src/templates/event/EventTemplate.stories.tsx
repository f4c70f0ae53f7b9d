import type { Meta, StoryObj } from '@storybook/react-vite';
import { images, paragraphs } from '../../core/testing/storyContent';
import { EventTemplate } from './EventTemplate';

const event = (status: string) => ({
  uuid: `event-${status}`,
  name: 'Key Expo 2025',
  slug: 'key-expo-2025',
  full_slug: 'global/events-and-news/events/key-expo-2025',
  content: {
    _uid: 'e',
    component: 'event',
    title: 'Key Expo 2025',
    status,
    discipline: 'Trade fair',
    date_from: '2025-05-20 09:00',
    date_to: '2025-05-23 18:00',
    where: 'Cologne, Hall 4, stand A12',
    when: '9:00–18:00',
    live_event: { id: '', url: 'https://live.example.com/silca', linktype: 'url', fieldtype: 'multilink', cached_url: '' },
    excerpt: 'Meet the Silca team and try the new machines.',
    image: images.news,
    body: paragraphs('Four days of demonstrations, training and news from the Silca world.'),
  },
});

const meta = {
  title: 'Templates/Event',
  component: EventTemplate,
  args: { story: event('planned') },
} satisfies Meta<typeof EventTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Planned: Story = {};
export const Live: Story = { args: { story: event('live') } };
export const Ended: Story = { args: { story: event('ended') } };
