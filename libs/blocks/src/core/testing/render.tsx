/** Renders with what the site gives components: i18next with blocks and ui strings, BlocksProvider, LinkProvider. */
import { LinkProvider, uiResources, type LinkProviderProps } from '@silca/ui';
import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18nInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BlocksProvider, type BlocksProviderProps, type ContentSchemas } from '../context';
import { blocksResources, type BlocksLocale } from '../i18n/resources';
import { contentSchemas } from '../registry/content-schemas';

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
  /** Null renders with none (content must be `validated`). */
  schemas?: ContentSchemas | null;
  locale?: BlocksLocale;
  links?: Omit<LinkProviderProps, 'children'>;
}

/** Renders `ui` in the providers; content parsed with `contentSchemas` unless `validated` or other `schemas`. */
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
