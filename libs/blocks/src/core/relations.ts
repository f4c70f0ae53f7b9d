import type { z } from 'zod';

/**
 * One block's relation paths, `<component>.<field>`, declared beside its schema (decisions 0530, 0965); an undeclared field is a type
 * error. Zod-free.
 * @example blockRelations<typeof pagesSortingSchema>('pages_sorting', ['pages']) // ['pages_sorting.pages']
 */
export function blockRelations<S extends z.ZodObject>(component: string, fields: readonly (keyof S['shape'] & string)[]): readonly string[] {
  return Object.freeze(fields.map((field) => `${component}.${field}`));
}
