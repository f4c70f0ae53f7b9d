import '@silca/ui/tokens.css';
import '@silca/ui/base.css';
import { breakpoints, ImageServiceProvider, UI_LOCALES } from '@silca/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { BlocksProvider } from '../src/core/context';
import { contentSchemas } from '../src/core/registry/content-schemas';
import { preloadAll } from '../src/core/registry/preload';
import { LOCALE_LABELS, storybookI18n } from './i18n';

/** No image service here: variants resolve to the original file, which the browser scales. */
function storybookImageUrl(filename: string): string {
  return filename.replace(/^https?:\/\/a\.storyblok\.com\//, '/assets/');
}

/** The toolbar locale's i18next instance and `<html lang>`; stories' content parsed with the blocks' schemas (decision 0964). */
const withLocale: Decorator = (Story, context) => {
  const locale = String(context.globals['locale'] ?? 'en');
  const i18n = storybookI18n(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return (
    <I18nextProvider i18n={i18n}>
      <ImageServiceProvider buildUrl={storybookImageUrl}>
        <BlocksProvider schemas={contentSchemas}>
          <Story />
        </BlocksProvider>
      </ImageServiceProvider>
    </I18nextProvider>
  );
};

const viewports = {
  mobile320: { name: 'Mobile 320', styles: { width: `${breakpoints.xs}px`, height: '640px' }, type: 'mobile' },
  mobile390: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: `${breakpoints.md}px`, height: '1024px' }, type: 'tablet' },
  laptop: { name: 'Laptop 1280', styles: { width: `${breakpoints.xl}px`, height: '800px' }, type: 'desktop' },
  wide: { name: 'Wide 1920', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  decorators: [withLocale],
  // Lazy templates and blocks (decision 0560) render synchronously only once loaded.
  loaders: [
    async () => {
      await preloadAll();
      return {};
    },
  ],
  globalTypes: {
    locale: {
      description: 'Locale of the UI strings (nine locales, docs/requirements/product.md#markets-and-locales)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: UI_LOCALES.map((value) => ({ value, title: `${value} · ${LOCALE_LABELS[value]}` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i } },
    // Axe violations fail the story test (docs/requirements/pages.md#accessibility).
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
