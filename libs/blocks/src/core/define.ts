import type { ComponentType } from 'react';
import type { z } from 'zod';

/** Props every block gets: its blok, parsed by its schema. */
export interface BlockProps<T> {
  blok: T;
}

/** One registered block: component name and React component; no schema (decision 0964), so block chunks carry no zod. */
export interface BlockDefinition {
  component: string;
  Component: ComponentType<BlockProps<unknown>>;
}

/**
 * Ties a block's schema type to its component, checked once here, and erases the pairing so registries need no casts; `preload.test.ts`
 * keeps names equal to `blockSchemas`'.
 * @example defineBlock<typeof accordionSchema>('accordion', Accordion)
 */
export function defineBlock<S extends z.ZodType>(component: string, Component: ComponentType<BlockProps<z.output<S>>>): BlockDefinition {
  // ComponentType is contravariant in its props.
  return { component, Component: Component as ComponentType<BlockProps<unknown>> };
}
