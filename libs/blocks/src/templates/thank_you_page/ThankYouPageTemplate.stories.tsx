import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThankYouPageTemplate } from './ThankYouPageTemplate';

const meta = {
  title: 'Templates/ThankYouPage',
  component: ThankYouPageTemplate,
  args: {
    story: {
      uuid: 'thank_you_page',
      name: 'Thank you',
      slug: 'thank_you_page',
      full_slug: 'global/thank_you_page',
      content: {
        _uid: 't',
        component: 'thank_you_page',
        title: 'Thank you!',
        intro: 'We have received your request and will reply within one working day.',
        body: [],
      },
    },
  },
} satisfies Meta<typeof ThankYouPageTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
