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
 * Ties a schema to its component with the types checked once, here, so the registry can hold
 * heterogeneous blocks without casts at every call site.
 */
export function defineBlock<S extends z.ZodType>(
  component: string,
  schema: S,
  Component: ComponentType<BlockProps<z.output<S>>>,
): BlockDefinition<S> {
  return { component, schema, Component };
}
