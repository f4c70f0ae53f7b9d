import type { Decorator } from '@storybook/react-vite';
import { BlocksProvider, type BlocksProviderProps } from '../context';

/** Storybook decorator: a BlocksProvider around the story; links and strings from the ui defaults. */
export function withBlocks(options: Omit<BlocksProviderProps, 'children'> = {}): Decorator {
  const BlocksDecorator: Decorator = (Story) => (
    <BlocksProvider {...options}>
      <Story />
    </BlocksProvider>
  );
  return BlocksDecorator;
}
