import type { Meta, StoryObj } from '@storybook/react-vite';
import { paragraphs } from '../../core/testing/storyContent';
import { CookieConsentTemplate } from './CookieConsentTemplate';

const meta = {
  title: 'Templates/CookieConsent',
  component: CookieConsentTemplate,
  args: {
    story: {
      uuid: 'cookie_consent',
      name: 'Cookie policy',
      slug: 'cookie_consent',
      full_slug: 'global/cookie_consent',
      content: {
        _uid: 'c',
        component: 'cookie_consent',
        title: 'Cookie policy',
        body: [{ _uid: 'r', component: 'rich_text', text: paragraphs('This site uses technical cookies and, with your consent, analytics cookies.') }],
      },
    },
  },
} satisfies Meta<typeof CookieConsentTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
