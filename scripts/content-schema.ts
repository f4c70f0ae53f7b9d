/**
 * `npm run content:schema` (docs/requirements/content.md#content-files): exports the component definitions of the content model in
 * Storyblok's component JSON (the shape of the Management API and of `storyblok pull-components`),
 * so that a real space can be set up from them (`storyblok push-components <file> --space <id>`).
 * Source: the zod schemas of `libs/blocks/src/{blocks,templates}/<name>/schema.ts`, plus the components used in
 * `content/` (content types become `is_root` components). Fields are mapped from the zod types:
 * text, textarea, richtext, number, boolean, option/options (with `internal_stories` for
 * relations), asset, multiasset, multilink, bloks, datetime. Components used in content without a
 * schema are exported from their content fields and flagged `"_inferred": true`.
 * Usage: node --import tsx scripts/content-schema.ts [--out <file>]   (default: stdout)
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { findContentDir } from '@silca/content';
import { EmbeddedSpace } from '@silca/stand-in-storyblok';
import { loadBlockSchemas } from './content-schemas';

type Def = { type: string; [k: string]: unknown };
type Zod = { _zod: { def: Def } };
/** A Storyblok component field definition. */
export type Field = Record<string, unknown> & { type: string };

const LONG_TEXT = /(text|description|excerpt|intro|biography|body)$/;

function def(s: unknown): Def | null {
  return (s as Zod | null)?._zod?.def ?? null;
}

/** Strips optional, nullable, default, catch, readonly and transforms (pipe in-side). */
function unwrap(s: unknown): { schema: unknown; required: boolean } {
  let required = true;
  let cur = s;
  for (let i = 0; i < 20; i++) {
    const d = def(cur);
    if (!d) break;
    if (d.type === 'optional' || d.type === 'nullable' || d.type === 'default' || d.type === 'catch' || d.type === 'readonly' || d.type === 'prefault') {
      if (d.type !== 'readonly') required = false;
      cur = d.innerType;
    } else if (d.type === 'pipe') cur = d.in;
    else break;
  }
  return { schema: cur, required };
}

/** Values of an enum or literals anywhere inside wrappers, pipes and unions (null when none). */
function enumValues(s: unknown, depth = 0): string[] | null {
  const d = def(s);
  if (!d || depth > 10) return null;
  if (d.type === 'enum') return Object.values(d.entries as Record<string, string>);
  if (d.type === 'literal') return (d.values as unknown[]).filter((v) => typeof v === 'string' && v !== '') as string[];
  if (d.type === 'pipe') return enumValues(d.out, depth + 1) ?? enumValues(d.in, depth + 1);
  if (['optional', 'nullable', 'default', 'catch', 'readonly', 'prefault'].includes(d.type)) return enumValues(d.innerType, depth + 1);
  if (d.type === 'union') {
    const all = (d.options as unknown[]).flatMap((o) => enumValues(o, depth + 1) ?? []);
    return all.length ? [...new Set(all)] : null;
  }
  return null;
}

function shapeOf(s: unknown): Record<string, unknown> | null {
  const d = def(unwrap(s).schema);
  return d?.type === 'object' ? ((d.shape as Record<string, unknown>) ?? null) : null;
}

function isStoryLike(s: unknown): boolean {
  const sh = shapeOf(s);
  return !!sh && 'full_slug' in sh && 'content' in sh;
}

/** Storyblok field definition for a zod field schema (`name` helps: `*date*`, long texts). */
export function kindOf(s: unknown, name: string): Field {
  const { schema } = unwrap(s);
  const d = def(schema);
  if (!d) return { type: 'text' };
  switch (d.type) {
    case 'string':
      return /date/.test(name) ? { type: 'datetime' } : { type: LONG_TEXT.test(name) ? 'textarea' : 'text', translatable: true };
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'literal':
    case 'enum': {
      const values = d.type === 'literal' ? (d.values as unknown[]) : Object.values(d.entries as Record<string, unknown>);
      return { type: 'option', options: values.filter((v) => v !== '').map((v) => ({ name: String(v), value: String(v) })) };
    }
    case 'object': {
      const sh = d.shape as Record<string, unknown>;
      if ('filename' in sh) return { type: 'asset', filetypes: ['images', 'documents'] };
      if ('linktype' in sh) return { type: 'multilink' };
      if ('type' in sh && def(unwrap(sh.type).schema)?.type === 'literal') return { type: 'richtext', translatable: true };
      return { type: 'bloks', maximum: 1 };
    }
    case 'array': {
      const el = d.element;
      const ed = def(unwrap(el).schema);
      if (shapeOf(el) && 'filename' in (shapeOf(el) ?? {})) return { type: 'multiasset', filetypes: ['images', 'documents'] };
      if (ed?.type === 'union' && (ed.options as unknown[]).some(isStoryLike)) return { type: 'options', source: 'internal_stories' };
      if (ed?.type === 'string') return { type: 'options', source: 'internal_stories' };
      if (ed?.type === 'object') {
        const comp = shapeOf(el)?.component;
        const lit = def(unwrap(comp).schema);
        return lit?.type === 'literal' ? { type: 'bloks', component_whitelist: lit.values, restrict_components: true } : { type: 'bloks' };
      }
      return { type: 'bloks' };
    }
    case 'union': {
      const options = d.options as unknown[];
      if (options.some(isStoryLike)) return { type: 'option', source: 'internal_stories' };
      const rich = options.find((o) => shapeOf(o) && 'type' in (shapeOf(o) ?? {}));
      if (rich) return { type: 'richtext', translatable: true };
      const values = enumValues(s);
      if (values?.length) return { type: 'option', options: values.map((v) => ({ name: v, value: v })) };
      return kindOf(options[0], name);
    }
    default:
      return { type: 'text' };
  }
}

function inferFromValue(value: unknown, name: string): Field {
  if (typeof value === 'number') return { type: 'number' };
  if (typeof value === 'boolean') return { type: 'boolean' };
  if (typeof value === 'string')
    return /^\d{4}-\d\d-\d\d( \d\d:\d\d)?$/.test(value) ? { type: 'datetime' } : { type: LONG_TEXT.test(name) ? 'textarea' : 'text', translatable: true };
  if (Array.isArray(value)) {
    const first = value[0] as Record<string, unknown> | string | undefined;
    if (typeof first === 'string') return { type: 'options', source: 'internal_stories' };
    if (first && typeof first === 'object' && 'filename' in first) return { type: 'multiasset', filetypes: ['images', 'documents'] };
    return { type: 'bloks' };
  }
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ('filename' in o) return { type: 'asset', filetypes: ['images', 'documents'] };
    if ('linktype' in o) return { type: 'multilink' };
    if (o.type === 'doc') return { type: 'richtext', translatable: true };
  }
  return { type: 'text' };
}

const title = (name: string) => name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
const SKIP = new Set(['_uid', 'component', '_editable']);

async function main(): Promise<void> {
  const out = process.argv.includes('--out') ? process.argv[process.argv.indexOf('--out') + 1] : undefined;
  const schemas = await loadBlockSchemas();
  const store = new EmbeddedSpace(findContentDir(process.env.CONTENT_DIR));
  const roots = new Set<string>();
  const samples = new Map<string, Record<string, unknown>>();
  const collect = (node: unknown, root: boolean): void => {
    if (Array.isArray(node)) node.forEach((n) => collect(n, false));
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if (typeof o.component === 'string' && typeof o._uid === 'string') {
        if (root) roots.add(o.component);
        samples.set(o.component, { ...(samples.get(o.component) ?? {}), ...o });
      }
      Object.values(o).forEach((v) => collect(v, false));
    }
  };
  for (const e of store.published.all) if (e.file.content) collect(e.file.content, true);

  const names = [...new Set([...schemas.keys(), ...samples.keys()])].sort();
  const components = names.map((name, i) => {
    const schema: Record<string, Field> = {};
    const shape = shapeOf(schemas.get(name));
    const sample = samples.get(name) ?? {};
    const fields = shape ? Object.keys(shape) : Object.keys(sample).filter((k) => !k.includes('__i18n__'));
    let pos = 0;
    for (const field of fields) {
      if (SKIP.has(field)) continue;
      const f = shape ? kindOf(shape[field], field) : inferFromValue(sample[field], field);
      const required = shape ? unwrap(shape[field]).required : false;
      schema[field] = { ...f, pos: pos++, ...(required ? { required: true } : {}), display_name: title(field) };
    }
    return {
      name,
      display_name: title(name),
      id: 7_000_000 + i,
      schema,
      is_root: roots.has(name),
      is_nestable: !roots.has(name),
      component_group_uuid: null,
      ...(shape ? {} : { _inferred: true }),
    };
  });
  const json = JSON.stringify({ components }, null, 2) + '\n';
  if (out) {
    writeFileSync(out, json);
    process.stderr.write(`content:schema: ${components.length} components written to ${out}\n`);
  } else process.stdout.write(json);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    process.stderr.write(`content:schema failed: ${(error as Error).stack ?? error}\n`);
    process.exit(1);
  });
}
