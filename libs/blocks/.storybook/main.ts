import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for the whole design system: the primitives of libs/ui and the blocks and
// templates of libs/blocks (docs/requirements/pages.md#page-templates). Story tests run from libs/blocks/vitest.storybook.config.ts.
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)', '../../ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The embedded content space's assets, so stories can use real asset filenames
  // (https://a.storyblok.com/f/... is mapped to /assets/f/... by preview.tsx).
  staticDirs: [{ from: '../../../content/assets', to: '/assets' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
