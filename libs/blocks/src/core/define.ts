import type { ComponentType } from 'react';
import type { z } from 'zod';

/** Props every block component receives: its blok, already parsed by its schema. */
export interface BlockProps<T> {
  blok: T;
}

/**
 * One registered block: its Storyblok component name and React component. The schema is not
 * part of it (decision 0964): the server parses with `blockSchemas` of `@silca/blocks/content`,
 * and a render without the server's parse takes its schemas from `BlocksProvider`, so the
 * browser's block chunks carry no zod. The component receives the schema's *output*.
 */
export interface BlockDefinition {
  component: string;
  Component: ComponentType<BlockProps<unknown>>;
}

/**
 * Ties a block's schema (a type argument, imported with `import type`) to its component with the
 * types checked once, here (the component must accept the schema's output), and returns the
 * definition with that pairing erased, so registries hold heterogeneous blocks without a cast at
 * every entry. At run time `<Blok>` renders the component only with the output of the schema
 * listed under the same name in `blockSchemas` (parsed on the server, or by `<Blok>` with the
 * provider's schemas); `preload.test.ts` keeps the names equal.
 *
 * @example defineBlock<typeof accordionSchema>('accordion', Accordion)
 */
export function defineBlock<S extends z.ZodType>(component: string, Component: ComponentType<BlockProps<z.output<S>>>): BlockDefinition {
  // The one erasure of the blok type: ComponentType is contravariant in its props.
  return { component, Component: Component as ComponentType<BlockProps<unknown>> };
}
