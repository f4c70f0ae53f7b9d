import type { Decorator } from '@storybook/react-vite';
import { BlocksProvider, type BlocksProviderProps } from '../context';

/**
 * Storybook decorator: a BlocksProvider (rels, preview flag) around the story. Links use the
 * ui LinkProvider defaults (`/{full_slug}`) and strings the Storybook i18n instance.
 */
export function withBlocks(options: Omit<BlocksProviderProps, 'children'> = {}): Decorator {
  const BlocksDecorator: Decorator = (Story) => (
    <BlocksProvider {...options}>
      <Story />
    </BlocksProvider>
  );
  return BlocksDecorator;
}
