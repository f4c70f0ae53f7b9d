import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for libs/ui and libs/blocks; story tests run from libs/blocks/vitest.storybook.config.ts.
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)', '../../ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The embedded space's assets (preview.tsx maps https://a.storyblok.com/f/... to /assets/f/...).
  staticDirs: [{ from: '../../../content/assets', to: '/assets' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
