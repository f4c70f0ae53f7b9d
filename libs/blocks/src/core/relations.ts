import type { z } from 'zod';

/**
 * The relation paths of one block, `<component>.<field>`, for the site's `resolve_relations`
 * (decision 0530): declared in the block's folder (`relations.ts`), next to its schema, and
 * composed into `BLOCK_RELATIONS` by the registry (decision 0965). `S` is the block's schema
 * (`import type`): a field it does not declare is a type error. Zod-free at run time.
 *
 * @example blockRelations<typeof pagesSortingSchema>('pages_sorting', ['pages']) // ['pages_sorting.pages']
 */
export function blockRelations<S extends z.ZodObject>(component: string, fields: readonly (keyof S['shape'] & string)[]): readonly string[] {
  return Object.freeze(fields.map((field) => `${component}.${field}`));
}
