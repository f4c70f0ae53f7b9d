/**
 * Test helpers: render with an i18next instance holding the blocks and ui strings, a
 * BlocksProvider and a LinkProvider, so components see what the site gives them.
 */
import { LinkProvider, uiResources, type LinkProviderProps } from '@silca/ui';
import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18nInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BlocksProvider, type BlocksProviderProps, type ContentSchemas } from '../context';
import { blocksResources, type BlocksLocale } from '../i18n/resources';
import { contentSchemas } from '../registry/content-schemas';

/** A fresh, synchronously initialised i18next instance for `locale` with both namespaces. */
export function createTestI18n(locale: BlocksLocale = 'en'): I18nInstance {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.keys(blocksResources).map((lng) => [lng, { ...blocksResources[lng as BlocksLocale], ...uiResources[lng as BlocksLocale] }]),
  );
  void instance.init({
    resources,
    lng: locale,
    fallbackLng: 'en',
    ns: ['blocks', 'ui'],
    defaultNS: 'blocks',
    initImmediate: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export interface RenderOptions extends Omit<BlocksProviderProps, 'children' | 'schemas'> {
  /** Default `contentSchemas`; null renders with none (content must then be `validated`). */
  schemas?: ContentSchemas | null;
  locale?: BlocksLocale;
  links?: Omit<LinkProviderProps, 'children'>;
}

/**
 * Renders `ui` inside I18nextProvider, LinkProvider and BlocksProvider; the content is parsed with
 * the blocks' own schemas (`contentSchemas`) unless `validated` or other `schemas` are given.
 */
export function renderBlocks(ui: ReactElement, { locale, links, schemas = contentSchemas, ...blocks }: RenderOptions = {}): RenderResult {
  const i18n = createTestI18n(locale);
  return render(
    <I18nextProvider i18n={i18n}>
      <LinkProvider {...links}>
        <BlocksProvider schemas={schemas ?? undefined} {...blocks}>
          {ui}
        </BlocksProvider>
      </LinkProvider>
    </I18nextProvider>,
  );
}
