import type { ComponentType } from 'react';
import type { z } from 'zod';

/** Props every block component receives: its blok, already parsed by its schema. */
export interface BlockProps<T> {
  blok: T;
}

/**
 * One registered block: its Storyblok component name, zod schema and React component.
 * The component receives the schema's *output* (defaults applied, empty strings normalised).
 */
export interface BlockDefinition<S extends z.ZodType = z.ZodType> {
  component: string;
  schema: S;
  Component: ComponentType<BlockProps<z.output<S>>>;
}

/**
 * Ties a schema to its component with the types checked once, here (the component must accept
 * the schema's output), and returns the definition with that pairing erased, so registries hold
 * heterogeneous blocks without a cast at every entry. `<Blok>` keeps the pairing at run time: it
 * renders the component only with the schema's output (parsed here or on the server).
 */
export function defineBlock<S extends z.ZodType>(component: string, schema: S, Component: ComponentType<BlockProps<z.output<S>>>): BlockDefinition {
  // The one erasure of the blok type: ComponentType is contravariant in its props.
  return { component, schema, Component: Component as ComponentType<BlockProps<unknown>> };
}
