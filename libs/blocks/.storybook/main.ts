import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for the whole design system: the primitives of libs/ui and the blocks and
// templates of libs/blocks (issue 5). Story tests run from libs/blocks/vitest.storybook.config.ts.
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)', '../../ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
