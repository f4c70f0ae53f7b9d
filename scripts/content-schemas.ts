/**
 * Loads the zod schemas of @silca/blocks from `libs/blocks/src/{blocks,templates}/<name>/schema.ts` (the authority
 * of the content model, docs/content-model.md) without importing the components (their CSS
 * modules do not load in plain Node; schema files import no CSS, decision 0953). Each exported
 * object schema whose `component` is a literal is keyed by that component name.
 */
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';

/** Where the block schemas live. */
export const BLOCKS_SRC = path.resolve(import.meta.dirname, '..', 'libs', 'blocks', 'src');

/** The component name of an object schema with `component: z.literal(name)`, else null. */
export function componentOf(schema: unknown): string | null {
  const shape = (schema as { shape?: Record<string, unknown> } | null)?.shape;
  const literal = shape?.component as { _zod?: { def?: { type?: string; values?: unknown[] } } } | undefined;
  const def = literal?._zod?.def;
  return def?.type === 'literal' && typeof def.values?.[0] === 'string' ? def.values[0] : null;
}

/** The folders of libs/blocks/src that hold one folder per component. */
const GROUPS = ['blocks', 'templates'];

/** Component name -> zod schema, from every `libs/blocks/src/{blocks,templates}/*\/schema.ts`. */
export async function loadBlockSchemas(src = BLOCKS_SRC): Promise<Map<string, z.ZodType>> {
  const out = new Map<string, z.ZodType>();
  // Blocks and templates (content types) each keep their folder under their group; the order is the folder name's.
  const dirs = GROUPS.flatMap((group) => readdirSync(path.join(src, group)).map((name) => ({ name, dir: path.join(src, group, name) })));
  for (const { dir } of dirs.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const file = path.join(dir, 'schema.ts');
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      const name = componentOf(value);
      if (name && !out.has(name)) out.set(name, value as z.ZodType);
    }
  }
  return out;
}
